import type { Payload } from 'payload'

import {
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
  textsInLanguage,
} from '../../cms/languages/textsInLanguage'
import type { SiteText } from '../../shared/payload-types'

/**
 * The published site texts, or null until the owner publishes them (the site then shows the
 * defaults). The status is checked here as well as by the global's read access, because a
 * signed-in admin reading a public page gets the stored row, drafts included. Its texts are
 * `language`'s, each falling back to the default language's; each page's texts shown in another
 * language are named (`untranslatedOf` the page), so the site can mark them with their language.
 */
export const readPublicSiteTexts = async (
  payload: Payload,
  language: ReadLanguage = FIRST_LANGUAGE_READ,
): Promise<SiteText | null> => {
  const doc = (await payload.findGlobal({
    slug: 'site-texts',
    locale: 'all' as never,
    depth: 0,
    overrideAccess: false,
  })) as SiteText
  if (doc?._status !== 'published') return null
  const { flattenedFields } = payload.globals.config.find((global) => global.slug === 'site-texts')!
  return textsInLanguage(flattenedFields, doc, language)
}
