import { adminRoute } from '../adminRoute'
import type { ApiRoute } from '../apiRoute'
import { serializeUserProfile } from './serializeUserProfile'

/** `GET /users/profile` (admin): the signed-in user's `{_id, username, email, role, lastLoginAt, createdAt}`. */
export const userRoutes: ApiRoute[] = [
  adminRoute({
    method: 'get',
    path: '/users/profile',
    tag: 'Users',
    summary: "The signed-in user's profile",
    success: { status: 200, schema: 'UserProfileResponse', description: 'The profile.' },
    // Read afresh: the token's user is from the start of the request, and lastLoginAt may move.
    answer: async (payload, _req, user) =>
      serializeUserProfile(
        await payload.findByID({
          collection: 'users',
          id: user.id,
          depth: 0,
          user,
          overrideAccess: false,
        }),
      ),
  }),
]
