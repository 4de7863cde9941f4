import type { IncomingMessage } from 'node:http'
import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { currentMetricsToken, metricsTokenDigest } from '../../cms/system/metricsToken'

/** Headers a proxy adds: a request carrying one came from elsewhere, whatever its peer. */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-real-ip']

const isLoopbackAddress = (address: string | undefined): boolean =>
  address === '::1' || /^(::ffff:)?127\./.test(address ?? '')

/**
 * Sent from this machine: the socket's own peer is a loopback address and no proxy forwarded it
 * (a proxy on this machine, like the bundled Caddy, connects from loopback too, and always adds
 * `X-Forwarded-For`). Never decided by a forwarded address, which a client can write.
 */
export const isLocalRequest = (req: IncomingMessage): boolean =>
  isLoopbackAddress(req.socket.remoteAddress) &&
  FORWARDED_HEADERS.every((name) => req.headers[name] === undefined)

const bearerOf = (req: IncomingMessage): string | null =>
  /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1] ?? null

/** `allowed`; `unauthorized` (a token is set, this one is not it); `hidden` (none is set: 404). */
export type MetricsAccess = 'allowed' | 'unauthorized' | 'hidden'

/** Who may read `GET /metrics`: this machine, or a scraper with the token made in the admin's System page. */
export const metricsAccessOf =
  (payload: Payload) =>
  async (req: IncomingMessage): Promise<MetricsAccess> => {
    if (isLocalRequest(req)) return 'allowed'
    const expected = (await currentMetricsToken(payload))?.sha256
    if (!expected) return 'hidden'
    const given = bearerOf(req)
    if (!given) return 'unauthorized'
    const same = timingSafeEqual(
      Buffer.from(metricsTokenDigest(given), 'hex'),
      Buffer.from(expected, 'hex'),
    )
    return same ? 'allowed' : 'unauthorized'
  }
