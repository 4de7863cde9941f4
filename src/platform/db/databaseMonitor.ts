import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { RecoverablePool } from './recoverablePool'

/**
 * How long one probe (`SELECT 1`) may take before the database counts as down. Refused or
 * reset connections fail a probe at once; this only decides when a hung server is given up on.
 */
const PROBE_TIMEOUT_MS = 2_000
/**
 * How long a probe waits for a pooled connection before asking whether the pool, rather than
 * the database, is what fails (a `SELECT 1` on a healthy pool takes milliseconds).
 */
const POOL_WAIT_MS = 1_000
/** Probe cadence while up (cheap background check) and while down (fast recovery). */
const UP_INTERVAL_MS = 5_000
const DOWN_INTERVAL_MS = 500

/** When an outage began and when the database answered again (ms epoch). */
export type Outage = { since: number; until: number }

/** What the HTTP layer needs to know about the database. */
export type DatabaseMonitor = {
  /** The last known state (no I/O). */
  isUp: () => boolean
  /** The state, probing first when the last probe is older than `maxAgeMs` (single-flight). */
  check: (maxAgeMs?: number) => Promise<boolean>
  /** Something failed in a way that may mean an outage: probe now. */
  suspect: () => void
  /** When the current outage began (ms epoch), if down. */
  downSince: () => number | null
  /** Calls `listener` each time the database answers again after an outage, with its span. */
  onRecovery: (listener: (outage: Outage) => void) => void
  stop: () => void
}

/**
 * After the event loop was held (a Next.js start), timers run before pending I/O is read: the
 * limit gives way to I/O once, so an answer that has already arrived still wins.
 */
const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))),
      ms,
    )
    timer.unref()
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })

/**
 * Watches one pg pool: a background `SELECT 1` every 5 s while up and every 0.5 s while down,
 * plus an immediate probe whenever a caller suspects trouble (a pool error, a 503). Lets the
 * API fail fast with 503 during an outage instead of every request waiting on a dead
 * connection, and notice the database's return within a second.
 */
export const createDatabaseMonitor = ({
  probe,
  log,
  now = Date.now,
}: {
  probe: () => Promise<unknown>
  log: { warn: (message: string) => void; info: (message: string) => void }
  /** The clock outages are dated by (a test moves it on). */
  now?: () => number
}): DatabaseMonitor => {
  let up = true
  let since: number | null = null
  let lastProbeAt = 0
  let inFlight: Promise<boolean> | null = null
  let timer: NodeJS.Timeout | null = null
  let stopped = false
  // A probe stuck on a hung server is awaited again rather than joined by another query.
  let pendingQuery: Promise<unknown> | null = null
  const recoveryListeners: ((outage: Outage) => void)[] = []

  const schedule = () => {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void runProbe(), up ? UP_INTERVAL_MS : DOWN_INTERVAL_MS)
    timer.unref()
  }

  const runProbe = (): Promise<boolean> => {
    inFlight ??= (async () => {
      let ok: boolean
      let reason = ''
      try {
        pendingQuery ??= probe().finally(() => {
          pendingQuery = null
        })
        await withTimeout(pendingQuery, PROBE_TIMEOUT_MS)
        ok = true
      } catch (error) {
        ok = false
        reason = error instanceof Error ? error.message : String(error)
      }
      lastProbeAt = Date.now()
      const outage = ok && !up ? { since: since ?? now(), until: now() } : null
      if (outage) {
        log.info(
          `Database reachable again after ${((outage.until - outage.since) / 1000).toFixed(1)} s`,
        )
        since = null
      } else if (!ok && up) {
        since = now()
        log.warn(
          `Database unreachable (${reason.split('\n')[0]}); API answers 503 until it returns`,
        )
      }
      up = ok
      inFlight = null
      schedule()
      if (outage) for (const listener of recoveryListeners) listener(outage)
      return ok
    })()
    return inFlight
  }

  schedule()
  return {
    isUp: () => up,
    check: (maxAgeMs = 0) =>
      Date.now() - lastProbeAt <= maxAgeMs && !inFlight ? Promise.resolve(up) : runProbe(),
    suspect: () => void runProbe(),
    downSince: () => since,
    onRecovery: (listener) => void recoveryListeners.push(listener),
    stop: () => {
      stopped = true
      if (timer) clearTimeout(timer)
    },
  }
}

/** The state before any connection was made: down, and nothing to probe (a start during an outage). */
export const UNREACHED_DATABASE: DatabaseMonitor = {
  isUp: () => false,
  check: () => Promise.resolve(false),
  suspect: () => {},
  downSince: () => null,
  onRecovery: () => {},
  stop: () => {},
}

const monitors = new WeakMap<object, DatabaseMonitor>()

/**
 * `SELECT 1` through the pool. When no pooled connection comes within a second while the
 * database answers a direct one, the pool's connections were lost: it is replaced and probed
 * again, so the API serves within seconds and a reachable database is never reported down.
 */
export const probePool = async (
  pool: Pool,
  log: { warn: (message: string) => void },
): Promise<void> => {
  const pooled = pool.query('SELECT 1')
  pooled.catch(() => undefined)
  try {
    await withTimeout(pooled, POOL_WAIT_MS)
    return
  } catch {
    // Slow or failed: first ask whether the pool is starved while the database answers.
  }
  if (pool instanceof RecoverablePool && (await pool.replaceIfStarved())) {
    log.warn(
      'Every pooled database connection was taken while the database answered: replaced the connection pool',
    )
    await pool.query('SELECT 1')
    return
  }
  // Not a lost pool: the answer (or the monitor's own time limit) decides.
  await pooled
}

/** The one monitor of a Payload instance's pool, created on first use. */
export const databaseMonitorFor = (payload: Payload): DatabaseMonitor => {
  const { pool } = payload.db as unknown as { pool: Pool }
  let monitor = monitors.get(pool)
  if (!monitor) {
    const log = {
      warn: (m: string) => payload.logger.warn(m),
      info: (m: string) => payload.logger.info(m),
    }
    monitor = createDatabaseMonitor({ probe: () => probePool(pool, log), log })
    pool.on('error', () => monitor!.suspect())
    // A client that loses its server while checked out (mid-transaction) emits 'error'; with no
    // listener that would be an uncaught exception. Its query fails anyway, as a 503.
    pool.on('connect', (client) => client.on('error', () => monitor!.suspect()))
    monitors.set(pool, monitor)
  }
  return monitor
}
