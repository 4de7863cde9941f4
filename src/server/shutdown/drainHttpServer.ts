import type { Server } from 'node:http'
import { Server as NetServer } from 'node:net'

const IDLE_GRACE_MS = 1_000

/**
 * Fails no request that reached the server. Node's own `server.close()` would close idle keep-alive
 * sockets at once, racing a client that is just sending its next request.
 */
export const drainHttpServer = (server: Server): Promise<void> =>
  new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => {
      clearInterval(sweep)
      resolve()
    })
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_GRACE_MS)
    sweep.unref()
  })
