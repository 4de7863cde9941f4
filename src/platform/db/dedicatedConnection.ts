import pg from 'pg'

/** First wait before reconnecting; each failed attempt doubles it, up to the maximum. */
const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 5_000

type ConnectionLog = { info: (message: string) => void; warn: (message: string) => void }

export type DedicatedConnection = {
  /** The connected client, or null while it is (re)connecting. */
  client: () => pg.Client | null
  /** Closes the connection and stops reconnecting (graceful shutdown). */
  stop: () => Promise<void>
}

/**
 * Keeps one connection of its own to the database (a `pg.Client`, never one of the pool's) for
 * what belongs to a session and must outlive single queries: a LISTEN, advisory locks. When it
 * is lost (a database restart, a network cut) it reconnects with backoff (0.25 s doubling to
 * 5 s), saying so once per outage rather than per attempt; `setUp` runs on every new connection
 * before it is handed out, and `afterOutage` once it is back after a loss (what happened
 * meanwhile is unknown to the session). The first connection is made before this returns,
 * unless it fails; then it is retried in the background like any other.
 */
export const keepDedicatedConnection = async ({
  connection,
  purpose,
  setUp = async () => undefined,
  afterOutage = () => undefined,
  log,
}: {
  /** How to reach the database: the app pool's own settings (`pool.options`). */
  connection: pg.ClientConfig
  /** What it is for, in log lines ("cache invalidation listener"). */
  purpose: string
  setUp?: (client: pg.Client) => Promise<void>
  afterOutage?: () => void
  log: ConnectionLog
}): Promise<DedicatedConnection> => {
  let current: pg.Client | null = null
  let stopped = false
  /** Set from the moment the connection is lost (or the first one fails) until one works again. */
  let lost = false
  let retryMs = FIRST_RETRY_MS
  let retryTimer: NodeJS.Timeout | undefined

  const scheduleRetry = () => {
    if (stopped) return
    retryTimer = setTimeout(() => void connect(), retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  const markLost = (reason: string) => {
    if (lost) return
    lost = true
    log.warn(`The ${purpose} lost its database connection (${reason}); reconnecting`)
  }

  /** The current connection failed or ended: forget it and try again later. */
  const dropped = (which: pg.Client, reason: string) => {
    if (which !== current) return
    current = null
    void which.end().catch(() => undefined)
    if (stopped) return
    markLost(reason)
    scheduleRetry()
  }

  const connect = async (): Promise<void> => {
    if (stopped) return
    const next = new pg.Client(connection)
    // Until it is the current connection, its errors only fail the attempt below.
    next.on('error', (error) => dropped(next, error.message))
    next.on('end', () => dropped(next, 'connection ended'))
    try {
      await next.connect()
      await setUp(next)
    } catch (error) {
      void next.end().catch(() => undefined)
      markLost((error as Error).message)
      scheduleRetry()
      return
    }
    if (stopped) {
      await next.end().catch(() => undefined)
      return
    }
    current = next
    retryMs = FIRST_RETRY_MS
    if (lost) {
      lost = false
      afterOutage()
      log.info(`The ${purpose} is connected again`)
    }
  }

  await connect()
  return {
    client: () => current,
    stop: async () => {
      stopped = true
      clearTimeout(retryTimer)
      const closing = current
      current = null
      await closing?.end().catch(() => undefined)
    },
  }
}
