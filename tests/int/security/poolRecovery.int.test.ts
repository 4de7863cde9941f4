import pg from 'pg'
import { afterEach, describe, expect, inject, it } from 'vitest'

import { probePool } from '../../../src/platform/db/databaseMonitor'
import { RecoverablePool } from '../../../src/platform/db/recoverablePool'

/**
 * A pool whose connections were all lost (checked out into transactions and never released,
 * as Payload's job bookkeeping did before guardJobBookkeeping) is detected by the database
 * monitor's probe and replaced, against the real PostgreSQL of the test server.
 */
const log = { warn: () => undefined }
const pools: pg.Pool[] = []
const lost: pg.PoolClient[] = []

const losePool = async (pool: pg.Pool, size: number) => {
  for (let i = 0; i < size; i++) {
    const client = await pool.connect()
    client.on('error', () => undefined)
    await client.query('BEGIN')
    lost.push(client)
  }
}

afterEach(async () => {
  for (const client of lost.splice(0)) client.release(true)
  await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => undefined)))
})

describe('connection pool recovery', () => {
  const config = { connectionString: inject('clusterURL'), max: 3, connectionTimeoutMillis: 3_000 }

  it('replaces a pool whose every connection was lost, while the database answers', async () => {
    const pool = new RecoverablePool(config)
    pools.push(pool)
    await losePool(pool, 3)
    await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout exceeded when trying to connect/)

    await probePool(pool, log)
    const { rows } = await pool.query('SELECT 2 AS n')
    expect(rows).toEqual([{ n: 2 }])
    // The lost connections still hold their transactions; the new pool does not depend on them.
    expect(pool.totalCount).toBeLessThanOrEqual(3)
  })

  it('a plain pg pool in the same state stays dry (what the server had before)', async () => {
    const pool = new pg.Pool(config)
    pools.push(pool)
    await losePool(pool, 3)
    await expect(probePool(pool, log)).rejects.toThrow()
  })

  it('does not replace a pool when the database itself is unreachable', async () => {
    const url = new URL(inject('clusterURL'))
    url.port = '1'
    const pool = new RecoverablePool({ ...config, connectionString: url.toString() })
    pools.push(pool)
    await expect(probePool(pool, log)).rejects.toThrow()
    expect(await pool.replaceIfStarved()).toBe(false)
  })

  it('does not replace a pool that is busy but not starved', async () => {
    const pool = new RecoverablePool(config)
    pools.push(pool)
    await losePool(pool, 2)
    await probePool(pool, log)
    expect(await pool.replaceIfStarved()).toBe(false)
  })
})
