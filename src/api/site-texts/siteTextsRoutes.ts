import type { ApiRoute } from '../apiRoute'
import { singleRecordRoute } from '../singleRecordRoute'
import { readPublicSiteTexts } from './readSiteTexts'
import { serializeSiteTexts } from './serializeSiteTexts'

/** `GET /site-texts` (public): the site's fixed texts, the defaults until the owner publishes. */
export const siteTextsRoutes: ApiRoute[] = [
  singleRecordRoute({
    path: '/site-texts',
    tag: 'Site texts',
    summary: "The site's fixed texts: buttons, headings, notes, footer (defaults until published)",
    schema: 'SiteTextsResponse',
    description: 'Every text, by page.',
    cacheTags: ['site-texts'],
    read: async (payload, { language }) =>
      serializeSiteTexts(await readPublicSiteTexts(payload, language), language),
  }),
]
