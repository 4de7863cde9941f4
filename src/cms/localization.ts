import type { Config } from 'payload'

import { FIRST_LANGUAGE, LANGUAGE_CATALOGUE } from '../shared/languages/languageCatalogue'

/**
 * Payload's localization: every catalogue language is a locale, so enabling one later needs no
 * schema change; texts stored before languages existed are the first language's. A text with no
 * translation reads as the default language's (`fallback`).
 */
export const localization: NonNullable<Config['localization']> = {
  locales: LANGUAGE_CATALOGUE.map(({ code, name, nativeName, dir }) => ({
    code,
    label: name === nativeName ? name : `${name} (${nativeName})`,
    rtl: dir === 'rtl',
  })),
  defaultLocale: FIRST_LANGUAGE,
  fallback: true,
}
