import type { RequestHandler } from 'express'

import { CLIENT_ADDRESS_HEADER } from '../../cms/auth/clientAddress'

/**
 * Tells Payload's REST (which runs in Next, without Express's `req.ip`) the client's address,
 * for the per-address limit on second-factor codes. Always overwritten: a client's own value
 * never gets through.
 */
export const passClientAddress: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? ''
  next()
}
