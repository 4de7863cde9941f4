import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { serializeUserProfile } from '../serializers/serializeUserProfile'

/** `GET /users/profile` (admin): the signed-in user's `{_id, username, email, role, lastLoginAt, createdAt}`. */
export const userRoutes = (payload: Payload): Router => {
  const router = express.Router()
  router.get('/users/profile', requireAdmin, async (req, res) => {
    const user = requestUser(req)!
    // Read afresh: the token's user is from the start of the request, and lastLoginAt may move.
    const doc = await payload.findByID({
      collection: 'users',
      id: user.id,
      depth: 0,
      user,
      overrideAccess: false,
    })
    res.set('Cache-Control', 'no-store').json({ data: serializeUserProfile(doc) })
  })
  return router
}
