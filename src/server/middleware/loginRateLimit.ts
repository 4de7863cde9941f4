import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'

import { SECOND_FACTOR_HEADER } from '../../cms/auth/secondFactorErrors'
import { env } from '../../platform/config/env'
import { sharedRateLimitStore } from '../../platform/db/postgresRateLimitStore'

/** The login endpoints that share one per-IP budget (the contract's and Payload's own). */
export const LOGIN_PATHS = ['/api/auth/login', '/cms-api/users/login']

/**
 * Per-IP limit on failed logins, in front of both login endpoints and shared between them:
 * after `LOGIN_IP_MAX_FAILURES` (20) refused attempts within `LOGIN_IP_WINDOW_MINUTES` (15)
 * every further attempt from that address — right password or not — answers 429 with
 * `Retry-After` until the window ends. Successful logins and malformed bodies (400) do not
 * count, so the owner is never slowed down; Payload's own lockout (5 failures per account,
 * users collection) still applies.
 * The count lives in the database (`sharedRateLimitStore`), so it holds across every instance.
 */
export const loginRateLimit = (
  payload: Payload,
  {
    maxFailures = env.LOGIN_IP_MAX_FAILURES,
    windowMinutes = env.LOGIN_IP_WINDOW_MINUTES,
  }: { maxFailures?: number; windowMinutes?: number } = {},
): RequestHandler => {
  return rateLimit({
    store: sharedRateLimitStore(payload, 'login'),
    windowMs: windowMinutes * 60_000,
    limit: maxFailures,
    skipSuccessfulRequests: true,
    // Only a credential check that failed counts. Both endpoints answer 400 only to a body no
    // check can be made from (not JSON, no email or password string), before any account is
    // looked up: such a request guesses nothing, and counting it would let one broken client
    // behind a shared address lock its neighbours out.
    // A right password that only still needs its second-factor code guessed nothing either: the
    // owner's two-step sign-in must not use up the address's budget (wrong codes do count).
    requestWasSuccessful: (_req, res) =>
      res.statusCode < 400 ||
      res.statusCode === 400 ||
      res.getHeader(SECOND_FACTOR_HEADER) === 'required',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'login',
    handler: (req, res, _next, options) => {
      const message = `Too many failed logins from this address. Try again in about ${windowMinutes} minutes.`
      res.status(options.statusCode).set('Cache-Control', 'no-store')
      // Each endpoint answers in its own error shape: the contract's envelope or Payload's.
      if (req.originalUrl.startsWith('/cms-api/')) res.json({ errors: [{ message }] })
      else res.json({ error: { status: 429, code: 'rate_limited', message } })
    },
  }) as unknown as RequestHandler
}

/** Payload's "forgot password" endpoint: each call can send an e-mail. */
export const PASSWORD_RESET_PATH = '/cms-api/users/forgot-password'

/**
 * At most 5 password-reset requests per IP per 15 minutes, successful or not: each one may send
 * a message, so an unthrottled endpoint would let anyone flood the owner's inbox. Counted in the
 * database, across every instance.
 */
export const passwordResetRateLimit = (payload: Payload): RequestHandler =>
  rateLimit({
    store: sharedRateLimitStore(payload, 'password-reset'),
    windowMs: 15 * 60_000,
    limit: 5,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'password-reset',
    handler: (_req, res, _next, options) => {
      res
        .status(options.statusCode)
        .set('Cache-Control', 'no-store')
        .json({
          errors: [
            { message: 'Too many password reset requests from this address. Try again later.' },
          ],
        })
    },
  }) as unknown as RequestHandler
