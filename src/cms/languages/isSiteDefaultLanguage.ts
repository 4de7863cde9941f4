import type { PayloadRequest } from 'payload'

import { readSiteLanguages } from './readSiteLanguages'

/** One read of the site's languages per request, however many fields ask. */
const defaultLanguageOfRequest = new WeakMap<object, Promise<string>>()

/**
 * Whether `locale` is the site's default language; a read or write that names no language is
 * the default language's. For field defaults that belong to the default language only.
 */
export const isSiteDefaultLanguage = async (
  req: PayloadRequest,
  locale: string | undefined,
): Promise<boolean> => {
  if (!locale) return true
  let read = defaultLanguageOfRequest.get(req)
  if (!read) {
    read = readSiteLanguages(req.payload, req).then((site) => site.default)
    defaultLanguageOfRequest.set(req, read)
  }
  return locale === (await read)
}
