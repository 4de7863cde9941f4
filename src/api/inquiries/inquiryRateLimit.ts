import type { RequestHandler } from 'express'
import { rateLimit, type Store } from 'express-rate-limit'

import { ApiError } from '../errors/apiError'
import { env } from '../../platform/config/env'

/**
 * Per-IP limit on contact-form submissions: `INQUIRY_RATE_LIMIT_PER_MINUTE` (5) a minute,
 * counted whether or not they are valid, so neither flooding nor probing the validation pays.
 * Over the limit: 429 in the contract's envelope, with `Retry-After` in seconds.
 * The route counts in the database (`sharedRateLimitStore`), so the limit holds across every
 * instance; a server started during an outage counts in memory until the database is back.
 */
export const inquiryRateLimit = (
  store: Store,
  perMinute = env.INQUIRY_RATE_LIMIT_PER_MINUTE,
): RequestHandler =>
  rateLimit({
    store,
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'inquiries',
    handler: (_req, _res, next) =>
      next(
        new ApiError(
          429,
          'rate_limited',
          'Too many messages from your address. Please wait a minute, then send it again.',
        ),
      ),
  }) as unknown as RequestHandler
