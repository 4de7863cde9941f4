import { runtime } from '../../platform/config/env'
import { type PreviewKind, previewExpiry } from '../../platform/preview/previewLifetimes'
import { PREVIEW_QUERY_PARAM, signPreviewToken } from '../../platform/preview/previewToken'
import { pathInLanguage } from '../../shared/languages/languagePath'
import { PREVIEW_PAGES } from './previewPages'

/** Relative without `origin`, so the live-preview frame stays on the admin's origin. */
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
  slug?: unknown
  kind: PreviewKind
  origin?: string
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
