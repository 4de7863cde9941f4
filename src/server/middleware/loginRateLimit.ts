import type { RequestHandler } from 'express'
import { type Options, rateLimit } from 'express-rate-limit'
import type { Payload } from 'payload'

import { SECOND_FACTOR_HEADER } from '../../cms/auth/secondFactorErrors'
import { env } from '../../platform/config/env'
import { sharedRateLimitStore } from '../../platform/db/postgresRateLimitStore'
import { CACHING } from '../../platform/http/cachePolicies'

/** The login endpoints that share one per-IP budget (the contract's and Payload's own). */
export const LOGIN_PATHS = ['/api/auth/login', '/cms-api/users/login']

/** Payload's "forgot password" endpoint: each call can send an e-mail. */
export const PASSWORD_RESET_PATH = '/cms-api/users/forgot-password'

/** Anonymous passkey sign-in options: each call stores a challenge. */
export const PASSKEY_OPTIONS_PATH = '/cms-api/users/passkeys/sign-in-options'

/**
 * A per-address limit counted in the database (`sharedRateLimitStore`), so it holds across every
 * instance; over it, 429 with `Retry-After` and `message` in the endpoint's own error shape (the
 * contract's envelope or Payload's). Mounted on exact paths: the server makes every request's
 * path canonical first (src/platform/http/canonicalUrl.ts), so no spelling of one goes around.
 */
const addressLimit = (
  payload: Payload,
  name: string,
  {
    windowMinutes,
    limit,
    message,
    ...options
  }: { windowMinutes: number; limit: number; message: string } & Partial<Options>,
): RequestHandler =>
  rateLimit({
    store: sharedRateLimitStore(payload, name),
    windowMs: windowMinutes * 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    handler: (req, res, _next, { statusCode }) => {
      res.status(statusCode).set('Cache-Control', CACHING.noStore)
      if (req.originalUrl.startsWith('/cms-api/')) res.json({ errors: [{ message }] })
      else res.json({ error: { status: statusCode, code: 'rate_limited', message } })
    },
    ...options,
  }) as unknown as RequestHandler

/**
 * Per-IP limit on failed logins, shared by both login endpoints: past `LOGIN_IP_MAX_FAILURES`
 * within `LOGIN_IP_WINDOW_MINUTES`, 429 until the window ends. Successes and malformed bodies do
 * not count; Payload's per-account lockout still applies.
 */
export const loginRateLimit = (
  payload: Payload,
  {
    maxFailures = env.LOGIN_IP_MAX_FAILURES,
    windowMinutes = env.LOGIN_IP_WINDOW_MINUTES,
  }: { maxFailures?: number; windowMinutes?: number } = {},
): RequestHandler =>
  addressLimit(payload, 'login', {
    windowMinutes,
    limit: maxFailures,
    message: `Too many failed logins from this address. Try again in about ${windowMinutes} minutes.`,
    skipSuccessfulRequests: true,
    // Only a failed credential check counts: a 400 (no check could be made) or a right password
    // awaiting its second factor guessed nothing. Next sets headers as lists (`['required']`).
    requestWasSuccessful: (_req, res) =>
      res.statusCode < 400 ||
      res.statusCode === 400 ||
      String(res.getHeader(SECOND_FACTOR_HEADER)) === 'required',
  })

/**
 * At most 5 password-reset requests per IP per 15 minutes, successful or not: each one may send
 * a message, so an unthrottled endpoint would let anyone flood the owner's inbox.
 */
export const passwordResetRateLimit = (payload: Payload): RequestHandler =>
  addressLimit(payload, 'password-reset', {
    windowMinutes: 15,
    limit: 5,
    message: 'Too many password reset requests from this address. Try again later.',
  })

/**
 * At most 20 anonymous passkey sign-ins begun per IP per 15 minutes: each stores a challenge
 * for five minutes, and the owner begins one per sign-in.
 */
export const passkeyOptionsRateLimit = (payload: Payload): RequestHandler =>
  addressLimit(payload, 'passkey-options', {
    windowMinutes: 15,
    limit: 20,
    message: 'Too many passkey sign-ins from this address. Try again in about 15 minutes.',
  })
