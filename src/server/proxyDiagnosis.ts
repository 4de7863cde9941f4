import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'

import type { TrustProxy } from './clientAddress'

/** Forwarded requests in a row from one untrusted peer before it counts as a proxy, not a stray. */
const PROXY_AFTER = 5

let advice: string | null = null

/** This instance's one-line fix for ignored forwarded headers, or null when all is well. */
export const proxyAdvice = (): string | null => advice

/** IPv4 peers of a dual-stack socket read `::ffff:10.0.0.2`; TRUST_PROXY takes either form. */
const plain = (address: string): string => address.replace(/^::ffff:(?=\d+\.)/i, '')

const adviceFor = (peer: string, setting: string | undefined): string => {
  const address = plain(peer)
  const now = setting?.trim()
    ? `TRUST_PROXY=${setting.trim()} does not trust it`
    : 'it is not on a loopback or private network, the only proxies trusted by default'
  return (
    `Requests from ${address} carry X-Forwarded-For, which is ignored (${now}): every visitor ` +
    `behind it shares its address in logs and login and contact limits. If ${address} is your ` +
    `proxy, set TRUST_PROXY=${address}; if not, someone sends forged headers and nothing is wrong.`
  )
}

/**
 * A check for every request, before the fast paths: a forwarded header from a peer the trust
 * setting ignores. Behind a proxy that is trusted it costs a header lookup and one string
 * comparison; once advice is given, the header lookup alone. A new check starts with no advice.
 */
export const watchForwardedHeaders = ({
  trust,
  setting,
  logger,
}: {
  /** `app.get('trust proxy fn')`. */
  trust: TrustProxy
  /** TRUST_PROXY as the operator wrote it, for the advice. */
  setting: string | undefined
  logger: Pick<Payload['logger'], 'warn'>
}): ((req: IncomingMessage) => void) => {
  advice = null
  let trustedPeer: string | undefined
  let suspect: string | undefined
  let seen = 0
  return (req) => {
    if (advice !== null || req.headers['x-forwarded-for'] === undefined) return
    const peer = req.socket.remoteAddress
    if (peer === undefined || peer === trustedPeer) return
    if (trust(peer, 0)) {
      trustedPeer = peer
      return
    }
    if (peer !== suspect) {
      suspect = peer
      seen = 0
    }
    seen += 1
    if (seen < PROXY_AFTER) return
    advice = adviceFor(peer, setting)
    logger.warn(advice)
  }
}
