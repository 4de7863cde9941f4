import type { PayloadRequest } from 'payload'

import { isSiteDefaultLanguage } from '../languages/isSiteDefaultLanguage'

/**
 * A per-language field's default, given in the site's default language only: in another
 * language it would pose as a translation, be saved as one with that language's first save and
 * stop the field falling back to the owner's text. A read of all languages at once gets none
 * (Payload would take it as one value where each language's is expected).
 */
export const defaultInDefaultLanguage =
  <T>(value: T) =>
  async ({ locale, req }: { locale?: string; req: PayloadRequest }): Promise<T | undefined> =>
    locale !== 'all' && (await isSiteDefaultLanguage(req, locale)) ? value : undefined
