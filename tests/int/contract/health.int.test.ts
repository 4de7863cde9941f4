import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { startTestServer } from '../../helpers/testServer'
import { call } from './contractHelpers'
import { baseURL } from '../fileServer'

describe('GET /api/health', () => {
  it('answers 200 {status: ok, database: up} while the database answers', async () => {
    const res = await call('GET', '/health')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ status: 'ok', database: 'up' })
    expect(baseURL).toMatch(/^http/)
  })

  it(
    'answers 503 with database: down when the database stops answering',
    { timeout: 120_000 },
    async () => {
      // A server of its own, with its own embedded database to stop.
      const port = await freePort()
      const name = `test-health-${port}`
      const server = await startTestServer({ name, port, dbPort: await freePort() })
      try {
        const pidFile = path.join(PROJECT_ROOT, '.data', name, 'postgres', 'postmaster.pid')
        const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
        // SIGINT is PostgreSQL's "fast" shutdown: it ends open connections instead of waiting.
        process.kill(postmaster, 'SIGINT')
        await new Promise((resolve) => setTimeout(resolve, 1000))
        const res = await fetch(`${server.baseURL}/api/health`)
        expect(res.status).toBe(503)
        expect(await res.json()).toEqual({ status: 'degraded', database: 'down' })
      } finally {
        await server.stop()
      }
    },
  )
})
