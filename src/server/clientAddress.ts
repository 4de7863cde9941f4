import type { IncomingMessage } from 'node:http'

/** Express's compiled `trust proxy` setting (`app.get('trust proxy fn')`). */
export type TrustProxy = (address: string, hop: number) => boolean

/**
 * The client's address as Express's `req.ip` gives it, for a request that never reaches Express:
 * the socket's peer, then `X-Forwarded-For` from the nearest hop outwards, up to the first
 * address that is not a trusted proxy.
 */
export const clientAddressOf =
  (trust: TrustProxy) =>
  (req: IncomingMessage): string | undefined => {
    const peer = req.socket.remoteAddress
    if (!peer) return undefined
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean)
      .reverse()
    const chain = [peer, ...forwarded]
    for (let hop = 0; hop < chain.length - 1; hop += 1) {
      if (!trust(chain[hop]!, hop)) return chain[hop]
    }
    return chain[chain.length - 1]
  }
