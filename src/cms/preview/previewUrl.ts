import { runtime } from '../../platform/config/env'
import { type PreviewKind, previewExpiry } from '../../platform/preview/previewLifetimes'
import { PREVIEW_QUERY_PARAM, signPreviewToken } from '../../platform/preview/previewToken'
import { PREVIEW_PAGES } from './previewPages'

/**
 * The site address that previews `content` (a collection or global slug) with a signed token
 * for its drafts: `/projects/3?preview=…`. `origin` makes it absolute (a preview link opens in
 * a new tab); the live-preview frame takes it relative, so it stays on the admin's own origin.
 * Null when the content has no page.
 */
export const previewUrl = ({
  content,
  id,
  kind,
  origin = '',
}: {
  content: string
  id?: number | string
  kind: PreviewKind
  origin?: string
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
  return `${origin}${page(recordId)}?${PREVIEW_QUERY_PARAM}=${token}`
}
