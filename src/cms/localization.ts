import type { Config } from 'payload'

import { FIRST_LANGUAGE, LANGUAGE_CATALOGUE } from '../shared/languages/languageCatalogue'
import { readSiteLanguages } from './languages/readSiteLanguages'

/**
 * Payload's localization: every catalogue language is a locale, so enabling one later needs no
 * schema change; texts stored before languages existed are the first language's. A text with no
 * translation reads as the default language's (`fallback`). The admin offers the languages the
 * owner enabled (`site-languages`), read afresh on each of its pages.
 */
export const localization: NonNullable<Config['localization']> = {
  locales: LANGUAGE_CATALOGUE.map(({ code, name, nativeName, dir }) => ({
    code,
    label: name === nativeName ? name : `${name} (${nativeName})`,
    rtl: dir === 'rtl',
  })),
  defaultLocale: FIRST_LANGUAGE,
  fallback: true,
  filterAvailableLocales: async ({ req, locales }) => {
    const { enabled } = await readSiteLanguages(req.payload, req)
    return locales.filter((locale) => (enabled as string[]).includes(locale.code))
  },
}
