import type { GlobalConfig } from 'payload'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { LANGUAGE_CATALOGUE } from '../../shared/languages/languageCatalogue'
import { FIRST_SITE_LANGUAGES, siteLanguagesProblems } from '../../shared/languages/siteLanguages'

const options = LANGUAGE_CATALOGUE.map(({ code, name, nativeName }) => ({
  value: code,
  label: name === nativeName ? `${name} (${code})` : `${name} — ${nativeName} (${code})`,
}))

/** The site's languages and its default; not versioned: a language is switched, not drafted. */
export const SiteLanguages: GlobalConfig = {
  slug: 'site-languages',
  label: 'Languages',
  admin: {
    description:
      'The languages your site is published in. The default language keeps the plain addresses ' +
      '(/projects/2); each other one gets its own (/es/projects/2). Texts not yet translated ' +
      'show in the default language.',
  },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'enabled',
      label: 'Languages of the site',
      type: 'select',
      hasMany: true,
      required: true,
      options,
      defaultValue: [...FIRST_SITE_LANGUAGES.enabled],
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siteLanguagesProblems({ enabled: value, default: siblingData.default })?.enabled ?? true,
    },
    {
      name: 'default',
      label: 'Default language',
      type: 'select',
      required: true,
      options,
      defaultValue: FIRST_SITE_LANGUAGES.default,
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siteLanguagesProblems({ enabled: siblingData.enabled, default: value })?.default ?? true,
    },
  ],
}
