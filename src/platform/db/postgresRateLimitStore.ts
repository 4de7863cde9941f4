import { createHmac } from 'node:crypto'

import { type ClientRateLimitInfo, MemoryStore, type Options, type Store } from 'express-rate-limit'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { isDatabaseUnavailable } from './isDatabaseUnavailable'

/** The table (created by a migration) that holds one row per limited key and window. */
export const RATE_LIMIT_TABLE = 'rate_limit_hits'
const TABLE = RATE_LIMIT_TABLE

/** How often expired rows are deleted (one cheap indexed DELETE per process). */
const CLEANUP_INTERVAL_MS = 10 * 60_000

/**
 * One statement counts a hit: it creates the key's row, adds to a live window, or restarts a
 * window that has ended — atomically, so instances counting the same address at the same
 * moment never lose a hit nor both restart the window.
 */
const INCREMENT_SQL = `
INSERT INTO ${TABLE} AS hits (key, hits, reset_at)
VALUES ($1, 1, now() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN hits.reset_at <= now() THEN 1 ELSE hits.hits + 1 END,
  reset_at = CASE WHEN hits.reset_at <= now() THEN excluded.reset_at ELSE hits.reset_at END
RETURNING hits, reset_at`

type Log = { warn: (message: string) => void; info: (message: string) => void }

let cleanupStarted = false

/**
 * Deletes expired windows every 10 minutes, once per process (the timer never keeps the process
 * up). The `reset_at` index makes it cheap; a row left a little longer only takes space, since
 * `increment` restarts an ended window itself.
 */
const startCleanup = (poolOf: () => Pool): void => {
  if (cleanupStarted) return
  cleanupStarted = true
  setInterval(() => {
    poolOf()
      .query(`DELETE FROM ${TABLE} WHERE reset_at < now()`)
      .catch(() => undefined)
  }, CLEANUP_INTERVAL_MS).unref()
}

/**
 * An express-rate-limit store that keeps its counts in PostgreSQL (the app's own pool and
 * database), so every instance of the app counts against the same limit.
 *
 * While the database cannot be reached, counting goes on in this process's memory instead (an
 * express-rate-limit `MemoryStore` with the same window): the limit then holds per instance,
 * not across them, for the length of the outage — rather than answering 500 to every call, or
 * letting everything through. The outage and the return are logged once each; counting moves
 * back to the database at the first call that reaches it. Any other database error (a bug, a
 * missing table) is thrown: express-rate-limit then answers 500, which a test notices.
 */
export class PostgresRateLimitStore implements Store {
  /** Counts are shared by every instance: express-rate-limit must not assume they are local. */
  localKeys = false
  private windowMs = 60_000
  private readonly fallback = new MemoryStore()
  private degraded = false

  constructor(
    /** The app's pool, asked for at each call (the store may be built before the pool exists). */
    private readonly poolOf: () => Pool,
    /** Distinguishes limiters sharing the table (`login:`, `inquiries:` …). */
    readonly prefix: string,
    private readonly log: Log,
    /**
     * The key of the HMAC each client key (an address, an e-mail) is stored as: the table never
     * holds an address (issue 30's scan), and without the secret a stored key names nobody.
     */
    private readonly keySecret = '',
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs
    this.fallback.init(options)
    startCleanup(this.poolOf)
  }

  /** Runs `shared` against the database, or `local` while it cannot be reached. */
  private async either<T>(shared: () => Promise<T>, local: () => Promise<T> | T): Promise<T> {
    try {
      const result = await shared()
      if (this.degraded) {
        this.degraded = false
        this.log.info(`Rate limit "${this.prefix}" counts in the database again`)
      }
      return result
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      if (!this.degraded) {
        this.degraded = true
        this.log.warn(
          `Rate limit "${this.prefix}" cannot reach the database; counting per instance until it is back`,
        )
      }
      return local()
    }
  }

  private keyOf(key: string): string {
    const digest = createHmac('sha256', this.keySecret).update(key).digest('base64url')
    return `${this.prefix}:${digest.slice(0, 32)}`
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either(
      async () => {
        const { rows } = await this.poolOf().query<{ hits: number; reset_at: Date }>(
          INCREMENT_SQL,
          [this.keyOf(key), this.windowMs],
        )
        return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at }
      },
      () => this.fallback.increment(key),
    )
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      async () => {
        const { rows } = await this.poolOf().query<{ hits: number; reset_at: Date }>(
          `SELECT hits, reset_at FROM ${TABLE} WHERE key = $1 AND reset_at > now()`,
          [this.keyOf(key)],
        )
        return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined
      },
      () => this.fallback.get(key),
    )
  }

  async decrement(key: string): Promise<void> {
    await this.either(
      async () => {
        await this.poolOf().query(
          `UPDATE ${TABLE} SET hits = hits - 1 WHERE key = $1 AND reset_at > now() AND hits > 0`,
          [this.keyOf(key)],
        )
      },
      () => this.fallback.decrement(key),
    )
  }

  async resetKey(key: string): Promise<void> {
    await this.either(
      async () => {
        await this.poolOf().query(`DELETE FROM ${TABLE} WHERE key = $1`, [this.keyOf(key)])
      },
      () => this.fallback.resetKey(key),
    )
  }

  /** Stops the in-memory fallback's timer (express-rate-limit calls this on shutdown). */
  shutdown(): void {
    this.fallback.shutdown()
  }
}

/** A shared store for one limiter (`prefix`), on the Payload instance's pool, logging through it. */
export const sharedRateLimitStore = (payload: Payload, prefix: string): PostgresRateLimitStore =>
  new PostgresRateLimitStore(
    () => (payload.db as unknown as { pool: Pool }).pool,
    prefix,
    {
      warn: (message) => payload.logger.warn(message),
      info: (message) => payload.logger.info(message),
    },
    payload.secret,
  )
