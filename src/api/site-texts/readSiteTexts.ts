import type { Payload } from 'payload'

import {
  fallbackChain,
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
} from '../../cms/languages/textsInLanguage'
import type { SiteText } from '../../shared/payload-types'

/**
 * The published site texts, or null until the owner publishes them (the site then shows the
 * defaults). The status is checked here as well as by the global's read access, because a
 * signed-in admin reading a public page gets the stored row, drafts included. Its texts are
 * `language`'s, each falling back to the default language's.
 */
export const readPublicSiteTexts = async (
  payload: Payload,
  language: ReadLanguage = FIRST_LANGUAGE_READ,
): Promise<SiteText | null> => {
  const doc = (await payload.findGlobal({
    slug: 'site-texts',
    locale: language.locale as never,
    fallbackLocale: fallbackChain(language) as never,
    depth: 0,
    overrideAccess: false,
  })) as SiteText
  return doc?._status === 'published' ? doc : null
}
