import type { RequestHandler } from 'express'

/**
 * While the server is stopping, every response carries `Connection: close`, so each client
 * finishes the request it has in flight and then opens a new connection elsewhere instead of
 * sending another request on a socket that is about to close.
 */
export const connectionCloseWhenStopping =
  (isStopping: () => boolean): RequestHandler =>
  (_req, res, next) => {
    if (isStopping()) res.setHeader('Connection', 'close')
    next()
  }
