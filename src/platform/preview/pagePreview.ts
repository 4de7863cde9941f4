import type { Request } from 'express'

import { runtime } from '../config/env'
import {
  type PreviewGrant,
  type PreviewRefusal,
  PREVIEW_QUERY_PARAM,
  verifyPreviewToken,
} from './previewToken'

export type PagePreview =
  | { kind: 'none' }
  | { kind: 'granted'; grant: PreviewGrant }
  | { kind: 'refused'; reason: PreviewRefusal }

const checked = new WeakMap<Request, PagePreview>()

/** Verified once per request: the security headers and the page both ask. */
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
