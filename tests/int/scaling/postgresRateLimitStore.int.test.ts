import type { Options } from 'express-rate-limit'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { PostgresRateLimitStore } from '../../../src/platform/db/postgresRateLimitStore'
import { freePort } from '../../helpers/freePort'
import { ownDatabase } from '../fileDatabase'

/**
 * The store behind the shared limits, on a copy of the template database (its migration created
 * the table): counting is atomic, a window that ended starts again, and while the
 * database cannot be reached counting goes on in memory instead of failing every request.
 */
const pool = new pg.Pool({ connectionString: (await ownDatabase()).url })
const logged: string[] = []
const log = { warn: (line: string) => logged.push(line), info: (line: string) => logged.push(line) }
const WINDOW_MS = 60_000

const storeOn = (target: pg.Pool, prefix: string) => {
  const store = new PostgresRateLimitStore(() => target, prefix, log)
  store.init({ windowMs: WINDOW_MS } as Options)
  return store
}

afterAll(async () => {
  await pool.query(`DELETE FROM rate_limit_hits WHERE key LIKE 'store-test-%'`)
  await pool.end()
})

describe('PostgresRateLimitStore', () => {
  it('counts concurrent hits from several stores exactly once each, in one window', async () => {
    // Two stores on the same table, as two instances: 40 hits at once.
    const [one, two] = [storeOn(pool, 'store-test-a'), storeOn(pool, 'store-test-a')]
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).increment('10.0.0.1')),
    )
    expect(results.map((result) => result.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
    const resets = new Set(results.map((result) => result.resetTime?.getTime()))
    expect(resets.size).toBe(1)
    const [reset] = [...resets]
    expect(reset! - Date.now()).toBeGreaterThan(WINDOW_MS - 10_000)
    expect(reset! - Date.now()).toBeLessThanOrEqual(WINDOW_MS + 1_000)
    expect((await one.get('10.0.0.1'))?.totalHits).toBe(40)
    // Stored under a keyed hash of the address, never the address.
    const { rows } = await pool.query(
      `SELECT key FROM rate_limit_hits WHERE key LIKE 'store-test-a:%'`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0].key).not.toContain('10.0.0.1')
  })

  it('starts a new window once the old one has ended, in the same statement', async () => {
    const store = storeOn(pool, 'store-test-b')
    await store.increment('10.0.0.2')
    await store.increment('10.0.0.2')
    // The window ends (as if a minute had passed).
    await pool.query(
      `UPDATE rate_limit_hits SET reset_at = now() - interval '1 second' WHERE key LIKE 'store-test-b:%'`,
    )
    expect(await store.get('10.0.0.2')).toBeUndefined()
    const next = await store.increment('10.0.0.2')
    expect(next.totalHits).toBe(1)
    expect(next.resetTime!.getTime()).toBeGreaterThan(Date.now() + WINDOW_MS - 10_000)
  })

  it('takes a hit back (decrement) and forgets a key (resetKey), per limiter', async () => {
    const store = storeOn(pool, 'store-test-c')
    const other = storeOn(pool, 'store-test-d')
    await store.increment('10.0.0.3')
    await store.increment('10.0.0.3')
    await other.increment('10.0.0.3')
    await store.decrement('10.0.0.3')
    expect((await store.get('10.0.0.3'))?.totalHits).toBe(1)
    await store.resetKey('10.0.0.3')
    expect(await store.get('10.0.0.3')).toBeUndefined()
    expect((await other.get('10.0.0.3'))?.totalHits).toBe(1)
  })

  it('counts in memory while the database is unreachable, says so once, and never throws', async () => {
    // Nothing listens on this port: every query is refused, as during an outage.
    const down = new pg.Pool({
      connectionString: `postgres://postgres:x@127.0.0.1:${await freePort()}/portfolio`,
    })
    const store = storeOn(down, 'store-test-e')
    logged.length = 0
    const hits = []
    for (let i = 0; i < 3; i++) hits.push((await store.increment('10.0.0.4')).totalHits)
    expect(hits).toEqual([1, 2, 3])
    expect(logged.filter((line) => line.includes('cannot reach the database'))).toHaveLength(1)
    await store.decrement('10.0.0.4')
    expect((await store.get('10.0.0.4'))?.totalHits).toBe(2)
    store.shutdown()
    await down.end()
  })
})
