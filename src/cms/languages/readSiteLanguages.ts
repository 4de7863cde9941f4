import type { Payload, PayloadRequest } from 'payload'

import {
  FIRST_SITE_LANGUAGES,
  type SiteLanguages,
  siteLanguagesProblems,
} from '../../shared/languages/siteLanguages'

/**
 * The site's languages as the owner chose them (`site-languages`); a site that never chose, or
 * a stored choice that no longer holds (a language gone from the catalogue), is English only.
 */
export const readSiteLanguages = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SiteLanguages> => {
  // A Local API call given a request sets the request's language and fallback to its own: a
  // hook or field default that asked here in the middle of a Spanish save turned that save's
  // fallback back on. They are put back as they were.
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
