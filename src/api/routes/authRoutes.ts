import express, { type Router } from 'express'
import type { Payload } from 'payload'

import { AccountLockedError, logIn } from '../auth/logIn'
import { requestUser } from '../auth/authenticate'
import { requireAdmin } from '../auth/requireAdmin'
import { loginSchema } from '../schemas/authSchemas'
import { serializeUserProfile } from '../serializers/serializeUserProfile'
import { parseInput } from '../validation/parseInput'

/** `POST /auth/login` → `{ data: { token, user } }`; `GET /auth/verify` → `{ data: user }` or 401. */
export const authRoutes = (payload: Payload): Router => {
  const router = express.Router()

  router.post('/auth/login', async (req, res) => {
    const { email, username, password } = parseInput(loginSchema, req.body)
    try {
      const data = await logIn(payload, (email ?? username)!, password)
      res.set('Cache-Control', 'no-store').json({ data })
    } catch (error) {
      if (error instanceof AccountLockedError && error.retryAfterSeconds) {
        res.set('Retry-After', String(error.retryAfterSeconds))
      }
      throw error
    }
  })

  router.get('/auth/verify', requireAdmin, (req, res) => {
    res.set('Cache-Control', 'no-store').json({ data: serializeUserProfile(requestUser(req)!) })
  })

  return router
}
