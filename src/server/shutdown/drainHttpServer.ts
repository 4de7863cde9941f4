import type { Server } from 'node:http'
import { Server as NetServer } from 'node:net'

/** How long a kept-alive connection may stay silent after the stop before it is closed. */
const IDLE_GRACE_MS = 1_000

/**
 * Stops an HTTP server without failing a single request that reached it: the listening socket
 * closes at once (new connections are refused by the OS, cleanly, before any byte is sent);
 * every connection that is mid-request finishes it and, thanks to `Connection: close` on
 * responses (see `connectionCloseWhenStopping`), is closed right after; kept-alive connections
 * that stay silent for a second are closed then. Node's own `server.close()` would close idle
 * keep-alive sockets immediately, racing a client that is just sending its next request.
 * Resolves when the last connection has ended.
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
