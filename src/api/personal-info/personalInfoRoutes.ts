import { type ApiRoute, IGNORED_FIELDS } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import { readPublicPersonalInfo } from './readPersonalInfo'
import { requireAdmin } from '../auth/requireAdmin'
import { writeLanguageOf } from '../languages/writeLanguage'
import { personalInfoUpdateSchema } from '../../records/personalInfoSchemas'
import { serializePersonalInfo } from '../../records/serializePersonalInfo'
import { ifMatchOf } from '../request/checkIfMatch'
import { parseInput } from '../request/parseInput'
import { jsonWithEtag } from '../response/jsonWithEtag'
import { singleRecordRoute } from '../singleRecordRoute'
import { updatePersonalInfo } from './updatePersonalInfo'

/** `GET /personal-info` (public; built-in defaults until first saved), `PUT /personal-info` (admin, merge). */
export const personalInfoRoutes: ApiRoute[] = [
  singleRecordRoute({
    path: '/personal-info',
    tag: 'Personal info',
    summary: "The owner's profile (built-in defaults until first saved)",
    schema: 'PersonalInfoResponse',
    description: 'The profile.',
    // The avatar and the résumé are uploads.
    cacheTags: ['personal-info', 'media', 'documents'],
    preview: 'personal-info',
    read: async (payload, options) =>
      serializePersonalInfo(await readPublicPersonalInfo(payload, options)),
  }),
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
