import type { Request } from 'express'

import { runtime } from '../config/env'
import {
  type PreviewGrant,
  type PreviewRefusal,
  PREVIEW_QUERY_PARAM,
  verifyPreviewToken,
} from './previewToken'

/** What a page request's `?preview=` asks for: nothing, a granted preview, or a refused one. */
export type PagePreview =
  | { kind: 'none' }
  | { kind: 'granted'; grant: PreviewGrant }
  | { kind: 'refused'; reason: PreviewRefusal }

const checked = new WeakMap<Request, PagePreview>()

/**
 * The preview a GET of a site page carries in its `preview` query parameter, verified once per
 * request: the security headers (may it be framed?) and the page itself (no-store, noindex, the
 * status the SPA reads) both ask. Anything but a GET/HEAD is never a preview.
 */
export const pagePreviewOf = (req: Request): PagePreview => {
  const known = checked.get(req)
  if (known) return known
  const raw =
    req.method === 'GET' || req.method === 'HEAD' ? req.query[PREVIEW_QUERY_PARAM] : undefined
  let preview: PagePreview
  if (raw === undefined) preview = { kind: 'none' }
  else {
    const check = verifyPreviewToken(typeof raw === 'string' ? raw : null, runtime.payloadSecret())
    preview = check.ok
      ? { kind: 'granted', grant: check.grant }
      : { kind: 'refused', reason: check.reason }
  }
  checked.set(req, preview)
  return preview
}
