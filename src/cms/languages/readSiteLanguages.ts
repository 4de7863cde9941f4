import type { Payload, PayloadRequest } from 'payload'

import {
  FIRST_SITE_LANGUAGES,
  type SiteLanguages,
  siteLanguagesProblems,
} from '../../shared/languages/siteLanguages'

/** The owner's languages; none chosen, or one gone from the catalogue: English only. */
export const readSiteLanguages = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SiteLanguages> => {
  // A Local API call resets the request's language and fallback: put back, or a Spanish save
  // asking here got its fallback turned back on.
  const { locale, fallbackLocale } = req ?? {}
  let doc: { default?: unknown; enabled?: unknown }
  try {
    doc = await payload.findGlobal({
      slug: 'site-languages',
      depth: 0,
      overrideAccess: true,
      ...(req ? { req } : {}),
    })
  } finally {
    if (req) Object.assign(req, { locale, fallbackLocale })
  }
  const choice = { default: doc.default, enabled: doc.enabled }
  return siteLanguagesProblems(choice) ? FIRST_SITE_LANGUAGES : (choice as SiteLanguages)
}
