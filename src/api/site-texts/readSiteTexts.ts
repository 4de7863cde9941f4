import type { Payload } from 'payload'

import type { SiteText } from '../../shared/payload-types'

/**
 * The published site texts, or null until the owner publishes them (the site then shows the
 * defaults). The status is checked here as well as by the global's read access, because a
 * signed-in admin reading a public page gets the stored row, drafts included.
 */
export const readPublicSiteTexts = async (payload: Payload): Promise<SiteText | null> => {
  const doc = (await payload.findGlobal({
    slug: 'site-texts',
    depth: 0,
    overrideAccess: false,
  })) as SiteText
  return doc?._status === 'published' ? doc : null
}
