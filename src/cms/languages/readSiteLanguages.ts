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
  const doc = (await payload.findGlobal({
    slug: 'site-languages',
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })) as { default?: unknown; enabled?: unknown }
  const choice = { default: doc.default, enabled: doc.enabled }
  return siteLanguagesProblems(choice) ? FIRST_SITE_LANGUAGES : (choice as SiteLanguages)
}
