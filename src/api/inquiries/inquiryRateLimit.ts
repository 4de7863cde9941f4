import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

import { ApiError } from '../errors/apiError'
import { env } from '../../platform/config/env'

/**
 * Per-IP limit on contact-form submissions: `INQUIRY_RATE_LIMIT_PER_MINUTE` (5) a minute,
 * counted whether or not they are valid, so neither flooding nor probing the validation pays.
 * Over the limit: 429 in the contract's envelope, with `Retry-After` in seconds.
 * Counts live in memory: one server process is the deployment unit here.
 */
export const inquiryRateLimit = (perMinute = env.INQUIRY_RATE_LIMIT_PER_MINUTE): RequestHandler =>
  rateLimit({
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
