import type { RequestHandler } from 'express'

import { userIsAdmin } from '../../cms/access/isAdmin'
import { ApiError } from '../errors/apiError'
import { hasBearerToken, requestUser } from './authenticate'

/**
 * Guards admin routes: 401 for anonymous callers or a bad/expired token (or one whose user no
 * longer exists), 403 for a signed-in user who is not an admin.
 */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const user = requestUser(req)
  if (!user) {
    return next(
      hasBearerToken(req)
        ? new ApiError(401, 'invalid_token', 'The token is invalid or has expired. Log in again.')
        : new ApiError(401, 'unauthorized', 'Log in and send Authorization: Bearer <token>.'),
    )
  }
  if (!userIsAdmin(user)) {
    return next(new ApiError(403, 'forbidden', 'Only an admin may do this.'))
  }
  next()
}
