import type { PayloadRequest } from 'payload'

import { readSiteLanguages } from './readSiteLanguages'

/** One read per request, however many fields ask. */
const defaultLanguageOfRequest = new WeakMap<object, Promise<string>>()

export const siteDefaultLanguageOf = (req: PayloadRequest): Promise<string> => {
  let read = defaultLanguageOfRequest.get(req)
  if (!read) {
    read = readSiteLanguages(req.payload, req).then((site) => site.default)
    defaultLanguageOfRequest.set(req, read)
  }
  return read
}

export const isSiteDefaultLanguage = async (
  req: PayloadRequest,
  locale: string | undefined,
): Promise<boolean> => !locale || locale === (await siteDefaultLanguageOf(req))
