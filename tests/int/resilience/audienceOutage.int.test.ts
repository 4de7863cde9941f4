import { rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { eventually } from '../email/helpers/cmsClient'
import { postmasterPid, startCluster, stopCluster } from '../security/helpers/embeddedCluster'

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
/** Events sent in the burst; PostgreSQL stops after the first third. */
const BURST = 600

/**
 * PostgreSQL stops in the middle of a burst of page views: every event is still answered 202
 * at once, waits in memory, and is written once the database is back, none lost and none twice.
 */
describe('audience events through a database outage', () => {
  let server: TestServer
  let name: string
  let dbPort: number
  let clusterDir: string

  beforeAll(async () => {
    const port = await freePort()
    dbPort = await freePort()
    name = `test-audience-outage-${port}`
    clusterDir = path.join(PROJECT_ROOT, '.data', name, 'postgres')
    // The per-address limit is not what this is about: the whole burst comes from here.
    server = await startTestServer({
      name,
      port,
      dbPort,
      env: { AUDIENCE_EVENTS_PER_MINUTE: '100000' },
      captureOutput: true,
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    await stopCluster(clusterDir).catch(() => {})
    rmSync(path.join(PROJECT_ROOT, '.data', name), { recursive: true, force: true })
  })

  it(
    'answers every event at once and loses none of those the buffer holds',
    { timeout: 180_000 },
    async () => {
      const send = async (n: number) => {
        const res = await fetch(`${server.baseURL}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': `${BROWSER} ${n % 50}` },
          body: JSON.stringify({ type: 'pageview', path: `/outage/${n}` }),
        })
        return res.status
      }
      const statuses: number[] = []
      let stoppedAt = 0
      for (let n = 0; n < BURST; n += 1) {
        if (n === BURST / 3) {
          expect(postmasterPid(clusterDir), 'the server’s own cluster').not.toBeNull()
          await stopCluster(clusterDir)
          expect(postmasterPid(clusterDir)).toBeNull()
          stoppedAt = Date.now()
        }
        // The rest of the burst is spread over a few seconds of outage: several writes fail.
        if (stoppedAt) await new Promise((resolve) => setTimeout(resolve, 8))
        statuses.push(await send(n))
      }
      expect(statuses.filter((status) => status !== 202)).toEqual([])
      // What was sent after the stop is in memory only: nothing can have written it.
      expect(postmasterPid(clusterDir)).toBeNull()
      expect(Date.now() - stoppedAt).toBeGreaterThan(2_000)
      await eventually(
        async () => server.output().includes('Audience events could not be written'),
        10_000,
        'a failed write to be logged',
      )

      startCluster(clusterDir, dbPort)
      const db = new pg.Client({ connectionString: server.databaseURL })
      await eventually(
        async () =>
          db.connect().then(
            () => true,
            () => false,
          ),
        30_000,
        'the database to accept connections again',
      )
      try {
        const written = async () => {
          const { rows } = await db.query(
            `SELECT count(*)::int AS n, count(DISTINCT path)::int AS paths
               FROM audience_events WHERE path LIKE '/outage/%'`,
          )
          return rows[0] as { n: number; paths: number }
        }
        // The buffer tries again after a pause that doubles up to 30 s.
        await eventually(
          async () => (await written()).n >= BURST,
          60_000,
          'the held events to be written',
        )
        expect(await written()).toEqual({ n: BURST, paths: BURST })
        const { rows } = await db.query(
          `SELECT count(DISTINCT visitor)::int AS visitors FROM audience_events WHERE path LIKE '/outage/%'`,
        )
        expect(rows[0].visitors).toBe(50)
        expect(server.output()).toMatch(/Audience events are written again after \d+ failed tries/)
      } finally {
        await db.end()
      }
    },
  )
})
