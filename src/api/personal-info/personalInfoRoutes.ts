import { type ApiRoute, IGNORED_FIELDS } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import { readPublicPersonalInfo } from './readPersonalInfo'
import { requireAdmin } from '../auth/requireAdmin'
import { readLanguageOf } from '../languages/readLanguage'
import { writeLanguageOf } from '../languages/writeLanguage'
import { readsDraftsOf } from '../preview/previewAccess'
import { personalInfoUpdateSchema } from '../../records/personalInfoSchemas'
import { serializePersonalInfo } from '../../records/serializePersonalInfo'
import { ifMatchOf } from '../request/checkIfMatch'
import { parseInput } from '../request/parseInput'
import { jsonWithEtag } from '../response/jsonWithEtag'
import { updatePersonalInfo } from './updatePersonalInfo'

/** `GET /personal-info` (public; built-in defaults until first saved), `PUT /personal-info` (admin, merge). */
export const personalInfoRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/personal-info',
    tag: 'Personal info',
    summary: "The owner's profile (built-in defaults until first saved)",
    success: { status: 200, schema: 'PersonalInfoResponse', description: 'The profile.' },
    // The avatar and the résumé are uploads.
    cacheTags: ['personal-info', 'media', 'documents'],
    preview: 'personal-info',
    handlers: (payload) => [
      async (req, res) => {
        // A preview's token was checked first (`readPreviewToken`): it may read the latest draft.
        const draft = readsDraftsOf(req, 'personal-info')
        const language = readLanguageOf(res)
        res.json({
          data: serializePersonalInfo(await readPublicPersonalInfo(payload, { draft, language })),
        })
      },
    ],
  },
  {
    method: 'put',
    path: '/personal-info',
    tag: 'Personal info',
    admin: true,
    summary: 'Update the profile: the given fields (and stats) are merged',
    description: IGNORED_FIELDS,
    body: 'PersonalInfoUpdate',
    success: { status: 200, schema: 'PersonalInfoResponse', description: 'The updated profile.' },
    ifMatch: true,
    translates: true,
    handlers: (payload) => [
      requireAdmin,
      async (req, res) => {
        const input = parseInput(personalInfoUpdateSchema, req.body)
        const data = await updatePersonalInfo(payload, input, {
          user: requestUser(req)!,
          ifMatch: ifMatchOf(req),
          language: await writeLanguageOf(req, payload),
        })
        jsonWithEtag(res, { data })
      },
    ],
  },
]
