import pg from 'pg'

/** How long a direct connection may take to show the database itself is reachable. */
const DIRECT_PROBE_MS = 1_000
/** Least time between two replacements. */
const MIN_REPLACE_INTERVAL_MS = 10_000

/** Events of a pg pool that listeners of the outer pool expect to see. */
const FORWARDED_EVENTS = ['connect', 'acquire', 'release', 'remove', 'error'] as const

/**
 * A pg pool whose connections can be replaced wholesale: it hands every call to an inner pool
 * and `replace()` swaps in a fresh one. Connections in use on the old pool finish their work
 * there and close as they are released; connections that code lost (checked out and never
 * released) stay with the old pool, which can no longer starve anything.
 *
 * It extends `pg.Pool` so the Postgres adapter and drizzle treat it as the pool they create
 * (`instanceof Pool`), and is handed to the adapter through its `pg` option.
 */
export class RecoverablePool extends pg.Pool {
  private current: pg.Pool
  private readonly config: pg.PoolConfig
  private replacedAt = 0

  constructor(config: pg.PoolConfig = {}) {
    super(config)
    this.config = config
    this.current = this.createInner()
  }

  /** Connections allowed at once (pg's default is 10). */
  get max(): number {
    return this.config.max ?? 10
  }

  /**
   * When every connection is taken, callers queue, and yet the database answers a fresh
   * connection at once, the pool's connections were lost (checked out and never released):
   * swap in a fresh inner pool. The old one ends once the connections still in use come back.
   * At most once per `MIN_REPLACE_INTERVAL_MS`, so a pool that is merely busy is not churned.
   * Returns whether it replaced the pool.
   */
  async replaceIfStarved(): Promise<boolean> {
    const starved = this.waitingCount > 0 && this.idleCount === 0 && this.totalCount >= this.max
    if (!starved || Date.now() - this.replacedAt < MIN_REPLACE_INTERVAL_MS) return false
    const direct = new pg.Client({ ...this.config, connectionTimeoutMillis: DIRECT_PROBE_MS })
    direct.on('error', () => undefined)
    try {
      await direct.connect()
      await direct.query('SELECT 1')
    } catch {
      return false
    } finally {
      direct.end().catch(() => undefined)
    }
    const old = this.current
    this.current = this.createInner()
    this.replacedAt = Date.now()
    old.end().catch(() => undefined)
    return true
  }

  // pg's overloads (promise and callback forms) are passed through unchanged: `any` is the
  // one return type all of them fit.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  override connect(...args: unknown[]): any {
    return (this.current.connect as (...a: unknown[]) => unknown)(...args)
  }

  override query(...args: unknown[]): any {
    return (this.current.query as (...a: unknown[]) => unknown)(...args)
  }

  override end(...args: unknown[]): any {
    return (this.current.end as (...a: unknown[]) => unknown)(...args)
  }
  /* eslint-enable @typescript-eslint/no-explicit-any */

  /** The pool that serves calls now. */
  get inner(): pg.Pool {
    return this.current
  }

  private createInner(): pg.Pool {
    const inner = new pg.Pool(this.config)
    for (const event of FORWARDED_EVENTS) {
      inner.on(event, (...args: unknown[]) => {
        if (inner === this.current || event === 'error') this.emit(event, ...args)
      })
    }
    return inner
  }
}

// The counts are the inner pool's. pg declares them as properties (they are getters in its
// JavaScript), so TypeScript does not allow overriding them with accessors in the class body.
for (const count of ['totalCount', 'idleCount', 'waitingCount', 'expiredCount'] as const) {
  Object.defineProperty(RecoverablePool.prototype, count, {
    get(this: RecoverablePool) {
      return this.inner[count]
    },
  })
}

/** The `pg` module as the Postgres adapter takes it, creating recoverable pools. */
export const recoverablePg: typeof pg = Object.create(pg, {
  Pool: { value: RecoverablePool, enumerable: true },
})
