import type { Request } from 'express'

import { etagOf } from '../../platform/publicReads/readCache'
import { type CachedBody, jsonBodyOf } from '../../platform/publicReads/responseCache'
import type { ContentCoding } from '../../platform/http/negotiateCoding'
import { ApiError } from '../errors/apiError'

/** Every coding a read may have been sent in: each gives the same body a tag of its own. */
const CODINGS: readonly ContentCoding[] = ['identity', 'br', 'gzip']

/** A write's `If-Match` header; without one, the write is unconditional. */
export const ifMatchOf = (req: Request): string | undefined => req.headers['if-match']

/**
 * Whether an `If-Match` value names `body`: `*` names any existing record; otherwise one of the
 * listed tags must be the strong ETag a read of `body` was sent with, in any coding (`etagOf`).
 * The comparison is strong (RFC 9110): a weak `W/` tag never matches.
 */
export const matchesIfMatch = (header: string, body: CachedBody): boolean => {
  const current = new Set(CODINGS.map((coding) => etagOf(body, coding)))
  return header.split(',').some((listed) => {
    const tag = listed.trim()
    return tag === '*' || current.has(tag)
  })
}

/**
 * Refuses a write with 412 when its `If-Match` does not name `current`, the body the record's
 * single-record read answers now (`{ data: … }`): someone changed the record since the client
 * read it. Called in the write's transaction, after the record's row is locked, so nothing can
 * change it between this check and the write.
 */
export const checkIfMatch = (header: string | undefined, current: unknown): void => {
  if (header === undefined || matchesIfMatch(header, jsonBodyOf(current))) return
  throw new ApiError(
    412,
    'precondition_failed',
    'This record has changed since you read it (its ETag is no longer the one in If-Match), ' +
      'so nothing was saved. Read it again and reapply your change.',
  )
}
