import { readSiteLanguages } from '../../cms/languages/readSiteLanguages'
import { languageOf } from '../../shared/languages/languageCatalogue'
import type { SiteLanguages } from '../../shared/languages/siteLanguages'
import type { ApiRoute } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { parseInput } from '../request/parseInput'
import { singleRecordRoute } from '../singleRecordRoute'
import { languagesInputSchema } from './languageSchemas'

/** The answer of both calls: the enabled languages from the catalogue, the default one first. */
const languagesDto = (site: SiteLanguages) => ({
  default: site.default,
  languages: [site.default, ...site.enabled.filter((code) => code !== site.default)].map((code) =>
    languageOf(code)!,
  ),
})

/** `GET /languages` (public) and `PUT /languages` (admin). */
export const languageRoutes: ApiRoute[] = [
  singleRecordRoute({
    path: '/languages',
    tag: 'Languages',
    summary: 'The languages the site is published in, the default one first',
    schema: 'LanguagesResponse',
    description: 'The enabled languages.',
    cacheTags: ['site-languages'],
    read: async (payload) => languagesDto(await readSiteLanguages(payload)),
  }),
  {
    method: 'put',
    path: '/languages',
    tag: 'Languages',
    admin: true,
    summary: 'Choose the enabled languages and the default one (in effect on the next request)',
    description:
      'Any language of the catalogue (32, four of them right to left) may be enabled. Disabling ' +
      'one keeps its translations: enabling it again brings them back.',
    body: 'LanguagesInput',
    success: {
      status: 200,
      schema: 'LanguagesResponse',
      description: 'The enabled languages now.',
    },
    handlers: (payload) => [
      requireAdmin,
      async (req, res) => {
        const choice = parseInput(languagesInputSchema, req.body) as SiteLanguages
        await payload.updateGlobal({
          slug: 'site-languages',
          data: { default: choice.default, enabled: choice.enabled },
          user: requestUser(req),
          overrideAccess: false,
        })
        res.json({ data: languagesDto(choice) })
      },
    ],
  },
]
