import type { Request, RequestHandler } from 'express'

import { runtime } from '../../platform/config/env'
import {
  type PreviewGrant,
  PREVIEW_TOKEN_HEADER,
  previewRefusalMessage,
  verifyPreviewToken,
} from '../../platform/preview/previewToken'
import { ApiError } from '../errors/apiError'
import { CACHING } from '../../platform/http/cachePolicies'

const grants = new WeakMap<Request, PreviewGrant>()

/**
 * Reads `X-Preview-Token` (sent by the site's API client on a preview page): a valid token is
 * kept for the routes to ask `previewGrantOf`, and the answer is marked for nobody to keep or
 * index; a bad or expired one is a 401 with the reason. Requests without it pass untouched.
 * The public-read cache lets such requests by both ways (src/platform/publicReads/readCache.ts).
 */
export const readPreviewToken: RequestHandler = (req, res, next) => {
  const token = req.get(PREVIEW_TOKEN_HEADER)
  if (token === undefined) return next()
  res.set({ 'Cache-Control': CACHING.private, 'X-Robots-Tag': 'noindex' })
  const check = verifyPreviewToken(token, runtime.payloadSecret())
  if (!check.ok) {
    return next(new ApiError(401, 'invalid_preview_token', previewRefusalMessage(check.reason)))
  }
  grants.set(req, check.grant)
  next()
}

/** The request's verified preview grant, if any. */
const previewGrantOf = (req: Request): PreviewGrant | null => grants.get(req) ?? null

/** Whether this request may read the latest drafts of `content` (a collection or global slug). */
export const readsDraftsOf = (req: Request, content: string): boolean =>
  previewGrantOf(req)?.content === content
