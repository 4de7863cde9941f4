import type {
  IncomingMessage,
  OutgoingHttpHeader,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http'

import type { RequestHandler } from 'express'
import { CACHING } from '../../platform/http/cachePolicies'

/** Whether a request carries the owner's credentials: a token header or the session cookie. */
const carriesCredentials = (req: IncomingMessage, cookieName: string): boolean =>
  Boolean(req.headers.authorization) ||
  (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${cookieName}=`))

/** `headers` of a writeHead call without any Cache-Control, which this answer may not choose. */
const withoutCacheControl = (
  headers: OutgoingHttpHeaders | OutgoingHttpHeader[],
): OutgoingHttpHeaders | OutgoingHttpHeader[] => {
  if (!Array.isArray(headers))
    return Object.fromEntries(
      Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'),
    )
  // The flat form: name, value, name, value…
  const kept: OutgoingHttpHeader[] = []
  for (let index = 0; index + 1 < headers.length; index += 2)
    if (String(headers[index]).toLowerCase() !== 'cache-control')
      kept.push(headers[index]!, headers[index + 1]!)
  return kept
}

/** Makes every answer to this request go out with `Cache-Control: value`, whatever set another. */
const forceCacheControl = (res: ServerResponse, value: string): void => {
  const writeHead = res.writeHead
  res.writeHead = function cacheControlWriteHead(this: typeof res, ...args: unknown[]) {
    this.setHeader('Cache-Control', value)
    const last = args.at(-1)
    if (last && typeof last === 'object')
      args[args.length - 1] = withoutCacheControl(last as OutgoingHttpHeaders)
    return (writeHead as (...rest: unknown[]) => typeof res).apply(this, args)
  } as typeof res.writeHead
}

/**
 * Every answer to a signed-in request under /api and /cms-api is `private, no-store`, whatever
 * its handler (Payload's and Next's included) said: nobody keeps what only the owner may read.
 */
export const privateWhenSignedIn =
  (cookieName: string): RequestHandler =>
  (req, res, next) => {
    if (carriesCredentials(req, cookieName)) forceCacheControl(res, CACHING.private)
    next()
  }

/** `Cache-Control: no-store` on the answer, whatever its handler said (a login's token). */
export const noStore: RequestHandler = (_req, res, next) => {
  forceCacheControl(res, CACHING.noStore)
  next()
}
