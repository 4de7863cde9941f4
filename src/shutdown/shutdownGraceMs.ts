/** Longest grace allowed: the whole stop must fit in its 10 s deadline. */
const MAX_GRACE_MS = 5_000

/**
 * `SHUTDOWN_GRACE_MS`: how long a stopping server keeps accepting and answering requests
 * (with `Connection: close`, and 503 from /api/health) before it closes its listener, so a load
 * balancer or orchestrator that polls the health check stops routing to it first and no client
 * ever meets a refused connection. 0 (the default) closes the listener at once, which suits a
 * single local process; behind a proxy 2000–5000 is typical. Capped at 5 s.
 */
export const shutdownGraceMs = (value: string | undefined): number => {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(Math.round(parsed), MAX_GRACE_MS) : 0
}
