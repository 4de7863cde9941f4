import { runtime } from '../../platform/config/env'
import { type PreviewKind, previewExpiry } from '../../platform/preview/previewLifetimes'
import { PREVIEW_QUERY_PARAM, signPreviewToken } from '../../platform/preview/previewToken'
import { pathInLanguage } from '../../shared/languages/languagePath'
import { PREVIEW_PAGES } from './previewPages'

/**
 * The site address that previews `content` (a collection or global slug) with a signed token
 * for its drafts: `/projects/3?preview=…`, `/writing/my-post?preview=…`. `origin` makes it absolute (a preview link opens in
 * a new tab); the live-preview frame takes it relative, so it stays on the admin's own origin.
 * With `language`, the page in the language being edited (`/es/projects/3?preview=…`).
 * Null when the content has no page.
 */
export const previewUrl = ({
  content,
  id,
  slug,
  kind,
  origin = '',
  language,
}: {
  content: string
  id?: number | string
  /** The record's slug, where its page is addressed by it (a post). */
  slug?: unknown
  kind: PreviewKind
  origin?: string
  /** The language being edited and the site's default one: the page opens in the former. */
  language?: { code: string; default: string }
}): string | null => {
  const page = PREVIEW_PAGES[content]
  if (!page) return null
  const recordId =
    typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? Number(id) : undefined
  const token = signPreviewToken(
    {
      content,
      ...(recordId !== undefined ? { id: recordId } : {}),
      expiresAt: previewExpiry(kind),
    },
    runtime.payloadSecret(),
  )
  const record = { id: recordId, slug: typeof slug === 'string' ? slug : undefined }
  const path = language
    ? pathInLanguage(page(record), language.code, language.default)
    : page(record)
  return `${origin}${path}?${PREVIEW_QUERY_PARAM}=${token}`
}
