import express, { type Router } from 'express'
import type { Payload } from 'payload'

import type { PersonalInfo, User } from '../../shared/payload-types'
import { defaultPersonalInfo } from '../../shared/sampleData/defaultPersonalInfo'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { personalInfoUpdateSchema } from '../schemas/personalInfoSchemas'
import { MEDIA_SELECT } from '../serializers/serializeMedia'
import { serializePersonalInfo } from '../serializers/serializePersonalInfo'
import { parseInput } from '../validation/parseInput'

const readPersonalInfo = (payload: Payload, user: User | null) =>
  payload.findGlobal({
    slug: 'personal-info',
    depth: 1,
    populate: { media: MEDIA_SELECT },
    user: user ?? undefined,
    overrideAccess: false,
  }) as Promise<PersonalInfo>

/** `GET /personal-info` (public; built-in defaults until first saved), `PUT /personal-info` (admin, merge). */
export const personalInfoRoutes = (payload: Payload): Router => {
  const router = express.Router()

  router.get('/personal-info', async (req, res) => {
    res.json({ data: serializePersonalInfo(await readPersonalInfo(payload, requestUser(req))) })
  })

  router.put('/personal-info', requireAdmin, async (req, res) => {
    const user = requestUser(req)!
    const input = parseInput(personalInfoUpdateSchema, req.body)
    const current = serializePersonalInfo(await readPersonalInfo(payload, user))
    // The first save starts from the defaults the site was showing, so a partial PUT never
    // leaves the required name/title empty; stats merge one value at a time.
    const { avatar: _avatar, ...shown } = current
    const data = {
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
  })

  return router
}
