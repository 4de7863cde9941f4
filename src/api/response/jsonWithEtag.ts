import type { Response } from 'express'

import { etagOf } from '../../platform/publicReads/readCache'
import { jsonBodyOf } from '../../platform/publicReads/responseCache'

/**
 * Answers a written record (`{ data: … }`, the body its single-record read now answers) with the
 * strong ETag of that body, so the client's next write can send it in If-Match without reading
 * again. Express keeps an ETag already set instead of adding its weak one.
 */
export const jsonWithEtag = (res: Response, body: unknown): void => {
  res.setHeader('ETag', etagOf(jsonBodyOf(body), 'identity'))
  res.json(body)
}
