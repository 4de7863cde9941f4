import type { Payload } from 'payload'

import {
  FIRST_LANGUAGE_READ,
  type ReadLanguage,
  textsInLanguage,
} from '../../cms/languages/textsInLanguage'
import type { SiteText } from '../../shared/payload-types'

/** The status is checked here too: an admin reading a public page would get the stored row. */
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
