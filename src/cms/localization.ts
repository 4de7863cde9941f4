import type { Config } from 'payload'

import { FIRST_LANGUAGE, LANGUAGE_CATALOGUE } from '../shared/languages/languageCatalogue'
import { readSiteLanguages } from './languages/readSiteLanguages'

/** Every catalogue language is a locale, so enabling one later needs no schema change. */
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
