import type { IncomingMessage } from 'node:http'

/** `app.get('trust proxy fn')`. */
export type TrustProxy = (address: string, hop: number) => boolean

/** Express's `req.ip`, for a request that never reaches Express. */
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
