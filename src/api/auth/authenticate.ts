import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'

import type { User } from '../../shared/payload-types'

/** The signed-in user of a request, filled by `authenticate`; a WeakMap keeps `Request` untyped. */
const users = new WeakMap<Request, User & { collection: 'users' }>()

/** The user behind the request's Bearer token, or null for an anonymous (or bad-token) caller. */
export const requestUser = (req: Request): (User & { collection: 'users' }) | null =>
  users.get(req) ?? null

/** Whether the request carried an `Authorization` header at all (to tell "bad token" apart). */
export const hasBearerToken = (req: Request): boolean =>
  /^Bearer\s+\S+/i.test(req.get('authorization') ?? '')

/**
 * Resolves `Authorization: Bearer <token>` to a Payload user through `payload.auth`, which
 * checks the signature, the expiry and that the user still exists. Only the Authorization
 * header is passed on: the admin's session cookie is deliberately not honoured under /api, so
 * the contract cannot be driven cross-site with a visitor's cookie (no CSRF surface).
 * A missing or bad token leaves the request anonymous; `requireAdmin` turns that into 401.
 */
export const authenticate =
  (payload: Payload): RequestHandler =>
  async (req, _res, next) => {
    const authorization = req.get('authorization')
    if (!authorization || !hasBearerToken(req)) return next()
    const token = authorization.replace(/^Bearer\s+/i, '').trim()
    try {
      const { user } = await payload.auth({
        headers: new Headers({ authorization: `Bearer ${token}` }),
      })
      if (user && user.collection === 'users')
        users.set(req, user as User & { collection: 'users' })
    } catch {
      // An unreadable token is the same as none: public routes still answer.
    }
    next()
  }
