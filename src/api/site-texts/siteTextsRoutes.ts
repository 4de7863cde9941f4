import type { ApiRoute } from '../apiRoute'
import { readLanguageOf } from '../languages/readLanguage'
import { readPublicSiteTexts } from './readSiteTexts'
import { serializeSiteTexts } from './serializeSiteTexts'

/** `GET /site-texts` (public): the site's fixed texts, the defaults until the owner publishes. */
export const siteTextsRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/site-texts',
    tag: 'Site texts',
    summary: "The site's fixed texts: buttons, headings, notes, footer (defaults until published)",
    success: { status: 200, schema: 'SiteTextsResponse', description: 'Every text, by page.' },
    cacheTags: ['site-texts'],
    handlers: (payload) => [
      async (_req, res) => {
        const language = readLanguageOf(res)
        const texts = await readPublicSiteTexts(payload, language)
        res.json({ data: serializeSiteTexts(texts, language) })
      },
    ],
  },
]
