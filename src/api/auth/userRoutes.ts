import type { ApiRoute } from '../apiRoute'
import { requestUser } from './authenticate'
import { requireAdmin } from './requireAdmin'
import { serializeUserProfile } from './serializeUserProfile'
import { CACHING } from '../../platform/http/cachePolicies'

/** `GET /users/profile` (admin): the signed-in user's `{_id, username, email, role, lastLoginAt, createdAt}`. */
export const userRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/users/profile',
    tag: 'Users',
    admin: true,
    summary: "The signed-in user's profile",
    success: { status: 200, schema: 'UserProfileResponse', description: 'The profile.' },
    handlers: (payload) => [
      requireAdmin,
      async (req, res) => {
        const user = requestUser(req)!
        // Read afresh: the token's user is from the start of the request, and lastLoginAt may move.
        const doc = await payload.findByID({
          collection: 'users',
          id: user.id,
          depth: 0,
          user,
          overrideAccess: false,
        })
        res.set('Cache-Control', CACHING.noStore).json({ data: serializeUserProfile(doc) })
      },
    ],
  },
]
