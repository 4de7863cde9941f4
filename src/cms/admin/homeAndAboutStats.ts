import type { Payload, PayloadRequest } from 'payload'

import type { AboutStatValues } from '../../shared/aboutStats'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { defaultSiteTextsIn } from '../../shared/siteTextWords/siteTextWordsIn'
import { readSiteLanguages } from '../languages/readSiteLanguages'
import { fallbackChain } from '../languages/textsInLanguage'

type Stats = typeof defaultPersonalInfo.stats

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** The admin's language of the form, and the languages a read in it falls back to. */
export const formLanguages = async (payload: Payload, req: PayloadRequest) => {
  const site = await readSiteLanguages(payload)
  const locale = req.locale && req.locale !== 'all' ? req.locale : site.default
  return [locale, ...fallbackChain({ locale, fallback: site.default })]
}

/** The published profile's stats as Home shows them (a number not given: its default). */
export const readHomeStats = async (payload: Payload): Promise<Stats> => {
  const profile = await payload.findGlobal({
    slug: 'personal-info',
    depth: 0,
    overrideAccess: true,
  })
  const stored = (profile.stats ?? {}) as Partial<Record<keyof Stats, number | null>>
  const stats = { ...defaultPersonalInfo.stats }
  for (const name of Object.keys(stats) as (keyof Stats)[]) {
    const value = stored[name]
    if (typeof value === 'number') stats[name] = value
  }
  return stats
}

/** The published About stats in `languages[0]` as the site shows them, with their labels. */
export const readAboutStats = async (
  payload: Payload,
  languages: readonly string[],
): Promise<{ values: AboutStatValues; labels: [string, string, string] }> => {
  const texts = await payload.findGlobal({
    slug: 'site-texts',
    locale: languages[0] as never,
    fallbackLocale: languages.slice(1) as never,
    depth: 0,
    overrideAccess: true,
  })
  const stored = (texts._status === 'published' ? (texts.about ?? {}) : {}) as Record<
    string,
    unknown
  >
  const defaults = defaultSiteTextsIn(languages).about
  const shown = (name: keyof typeof defaults) =>
    hasText(stored[name]) ? stored[name] : (defaults[name] as string)
  return {
    values: {
      yearsValue: shown('yearsValue'),
      companiesValue: shown('companiesValue'),
      passionValue: shown('passionValue'),
    },
    labels: [shown('yearsLabel'), shown('companiesLabel'), shown('passionLabel')],
  }
}
