import type { RequestHandler } from 'express'
import { CACHING } from '../../platform/http/cachePolicies'

/**
 * Refuses any URL carrying a NUL character (`%00`): no route, file name or database text may
 * contain one, and PostgreSQL errors on it. API paths answer the contract's JSON envelope.
 */
export const refuseNulBytes: RequestHandler = (req, res, next) => {
  if (!/%00/.test(req.originalUrl)) return next()
  res.status(400).set('Cache-Control', CACHING.noStore)
  if (/^\/api(\/|$|\?)/i.test(req.originalUrl)) {
    res.json({
      error: {
        status: 400,
        code: 'bad_request',
        message: 'The URL must not contain a NUL character.',
      },
    })
  } else {
    res.type('text').send('Bad request: the URL must not contain a NUL character.')
  }
}
