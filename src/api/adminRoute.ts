import type { Request } from 'express'
import type { Payload } from 'payload'

import { CACHING } from '../platform/http/cachePolicies'
import type { User } from '../shared/payload-types'
import type { ApiRoute } from './apiRoute'
import { requestUser } from './auth/authenticate'
import { requireAdmin } from './auth/requireAdmin'

type AdminCall = Omit<ApiRoute, 'admin' | 'handlers'> & {
  /** The answer's `data`, for the signed-in admin. */
  answer: (payload: Payload, req: Request, user: User) => Promise<unknown>
}

/** An admin's call, answered as `{ data }` and kept by nobody. */
export const adminRoute = ({ answer, ...route }: AdminCall): ApiRoute => ({
  ...route,
  admin: true,
  handlers: (payload) => [
    requireAdmin,
    async (req, res) => {
      const data = await answer(payload, req, requestUser(req)!)
      res.set('Cache-Control', CACHING.noStore).json({ data })
    },
  ],
})
