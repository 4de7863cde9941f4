import type { PersonalInfo } from '../../shared/payload-types'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { type ApiRoute, IGNORED_FIELDS } from '../apiRoute'
import { requestUser } from '../auth/authenticate'
import { readPublicPersonalInfo, readStoredPersonalInfo } from './readPersonalInfo'
import { requireAdmin } from '../auth/requireAdmin'
import { readsDraftsOf } from '../preview/previewAccess'
import { personalInfoUpdateSchema } from './personalInfoSchemas'
import { MEDIA_SELECT } from '../response/serializeMedia'
import { serializePersonalInfo } from './serializePersonalInfo'
import { parseInput } from '../request/parseInput'

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
        res.json({ data: serializePersonalInfo(await readPublicPersonalInfo(payload, { draft })) })
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
    handlers: (payload) => [
      requireAdmin,
      async (req, res) => {
        const user = requestUser(req)!
        const input = parseInput(personalInfoUpdateSchema, req.body)
        const current = serializePersonalInfo(await readStoredPersonalInfo(payload, user))
        // The first save starts from the defaults the site was showing, so a partial PUT never
        // leaves the required name/title empty; stats merge one value at a time.
        const { avatar: _avatar, resumeUrl: _resumeUrl, ...shown } = current
        // The contract's writes publish directly, as its clients expect (drafts are the admin's).
        const data = {
          _status: 'published' as const,
          ...shown,
          ...input,
          stats: { ...defaultPersonalInfo.stats, ...current.stats, ...input.stats },
        }
        const saved = await payload.updateGlobal({
          slug: 'personal-info',
          data,
          depth: 1,
          populate: { media: MEDIA_SELECT },
          user,
          overrideAccess: false,
        })
        res.json({ data: serializePersonalInfo(saved as PersonalInfo) })
      },
    ],
  },
]
