import type { PayloadRequest } from 'payload'

import { isSiteDefaultLanguage } from '../languages/isSiteDefaultLanguage'

/** A default in the default language only: elsewhere it would be saved as a translation. */
export const defaultInDefaultLanguage =
  <T>(value: T) =>
  async ({ locale, req }: { locale?: string; req: PayloadRequest }): Promise<T | undefined> =>
    locale !== 'all' && (await isSiteDefaultLanguage(req, locale)) ? value : undefined
