import { MAX_DATABASE_INTEGER, parseCanonicalInteger } from '../../shared/parseCanonicalInteger'
import { ApiError } from '../errors/apiError'

/** What a record id in a path must look like, in the words of the 400 answer. */
const ID_EXPECTED = `Must be a record id: a whole number from 1 to ${MAX_DATABASE_INTEGER} in plain decimal digits (e.g. 12), with no sign, spaces or leading zeros.`

/**
 * Reads `:id` from the path: only the canonical decimal spelling of 1…2147483647 counts, so each
 * record has one address (`Number()` also read `0x10`, `1e1`, `+16`, `016` and ` 16` as 16).
 * Anything else is a 400 naming `id`: it cannot be an id at all, unlike a well-formed id that
 * names no record (404).
 */
export const parseIdParam = (raw: string | string[] | undefined): number => {
  const id = parseCanonicalInteger(raw)
  if (id === null || id < 1) {
    throw new ApiError(400, 'validation_error', `The id in the path is invalid. ${ID_EXPECTED}`, {
      id: ID_EXPECTED,
    })
  }
  return id
}
