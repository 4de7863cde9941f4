import type { Request } from 'express'
import type { Payload } from 'payload'

import { readSiteLanguages } from '../../cms/languages/readSiteLanguages'
import type { ReadLanguage } from '../../cms/languages/textsInLanguage'
import { ApiError } from '../errors/apiError'

/**
 * The language an admin write stores its texts in: `?locale=` (an enabled language, else a 400),
 * or undefined for the default one. A translation merges without fallback, copying no other's.
 */
export const writeLanguageOf = async (
  req: Request,
  payload: Payload,
): Promise<ReadLanguage | undefined> => {
  const value = req.query.locale
  if (value === undefined) return undefined
  const site = await readSiteLanguages(payload)
  if (typeof value !== 'string' || !(site.enabled as string[]).includes(value)) {
    throw new ApiError(400, 'validation_error', 'The query string is invalid.', {
      locale: `"${String(value)}" is not a language of this site; it has ${site.enabled.join(', ')}.`,
    })
  }
  return { locale: value, fallback: value }
}
