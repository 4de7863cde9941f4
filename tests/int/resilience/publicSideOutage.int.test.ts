import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { adminClient, eventually, postInquiry } from '../email/helpers/cmsClient'
import { type SmtpSink, startSmtpSink } from '../email/helpers/smtpSink'
import { startCluster, stopCluster } from '../security/helpers/embeddedCluster'
import { rawRequest } from '../security/helpers/rawRequest'

/** The public answers a visitor reaches first: two pages, a cached read and the sitemap. */
const PUBLIC_PATHS = ['/', '/projects/2', '/api/projects', '/sitemap.xml']

/** How long the test keeps reading while the database is down (the monitor notices within ~5 s). */
const OUTAGE_READING_MS = 7_000

/**
 * PostgreSQL is stopped under a running server: every public page and read it answered before
 * keeps answering 200 from its last good copy, throughout; what it never answered gets 503. A
 * contact message sent meanwhile is accepted (202). The server is then restarted while the
 * database is still down — the new instance serves the same copies from disk — and once the
 * database is back, the message is stored and emailed exactly once.
 */
describe('the public side through a database outage', () => {
  let server: TestServer
  let sink: SmtpSink
  let name: string
  let dbPort: number
  let clusterDir: string
  const live = new Map<string, string>()

  const get = (target: TestServer, pathname: string) =>
    rawRequest(target.baseURL, { path: pathname })

  const expectShellFor = async (pathname: string) => {
    const res = await get(server, pathname)
    expect(res.status, pathname).toBe(503)
    expect(res.headers['retry-after'], pathname).toBe('30')
    expect(res.headers['cache-control'], pathname).toBe('no-store')
    expect(res.text, pathname).toBe(live.get('/'))
  }

  beforeAll(async () => {
    const port = await freePort()
    dbPort = await freePort()
    name = `test-public-outage-${port}`
    clusterDir = path.join(PROJECT_ROOT, '.data', name, 'postgres')
    sink = await startSmtpSink({ port: await freePort() })
    server = await startTestServer({ name, port, dbPort })
    const admin = await adminClient(server.baseURL)
    await admin.saveSmtpSettings({
      host: '127.0.0.1',
      port: sink.port,
      adminEmail: 'owner@portfolio.test',
      isActive: true,
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop({ keepData: true })
    // The cluster the test restarted is no server's child: stop it here.
    await stopCluster(clusterDir).catch(() => {})
    rmSync(path.join(PROJECT_ROOT, '.data', name), { recursive: true, force: true })
    await sink?.stop()
  })

  it(
    'serves the last good copies throughout, from a restart too, and delivers the message sent meanwhile exactly once',
    { timeout: 180_000 },
    async () => {
      for (const pathname of PUBLIC_PATHS) {
        const res = await get(server, pathname)
        expect(res.status, pathname).toBe(200)
        live.set(pathname, res.text)
      }

      await stopCluster(clusterDir)
      const statuses = new Map<string, number>()
      const started = Date.now()
      while (Date.now() - started < OUTAGE_READING_MS) {
        for (const pathname of PUBLIC_PATHS) {
          const res = await get(server, pathname)
          const seen = `${pathname} ${res.status} ${res.headers['x-cache'] ?? ''}`
          statuses.set(seen, (statuses.get(seen) ?? 0) + 1)
          expect(res.status, `${pathname} during the outage`).toBe(200)
          expect(res.text, pathname).toBe(live.get(pathname))
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      console.info(`during the outage: ${JSON.stringify(Object.fromEntries(statuses))}`)
      // Once the outage is known, each answer says it is a stale copy, kept for seconds only.
      for (const pathname of PUBLIC_PATHS) {
        const res = await get(server, pathname)
        expect(res.headers['x-cache'], pathname).toBe('STALE')
        expect(res.headers['cache-control'], pathname).toBe('public, max-age=5')
        expect(res.headers['last-modified'], pathname).toBeTruthy()
        expect(res.headers['content-security-policy'], pathname).toBeTruthy()
      }
      // What the server never answered is today's 503; a page, with the home page's copy as
      // the SPA's shell (the owner's profile, not samples).
      expect((await get(server, '/api/skills?limit=2')).status).toBe(503)
      await expectShellFor('/projects/3')

      const message = `Sent during the outage ${Date.now()}`
      const sent = await postInquiry(server.baseURL, {
        name: 'Outage Visitor',
        email: 'visitor@outage.test',
        message,
      })
      expect(sent.status, sent.body).toBe(202)
      expect(sent.json().data).toEqual({
        status: 'queued',
        message: 'Your message was received and will be delivered as soon as possible.',
      })
      // Invalid input is still refused at once, never kept.
      expect((await postInquiry(server.baseURL, { name: 'No message' })).status).toBe(400)

      // A new instance starts while the database is still down.
      await server.stop({ keepData: true })
      server = await startTestServer({
        name,
        port: Number(new URL(server.baseURL).port),
        databaseURL: server.databaseURL,
        fresh: false,
        waitFor: 'listening',
      })
      for (const pathname of PUBLIC_PATHS) {
        const res = await get(server, pathname)
        expect(res.status, `${pathname} after a start during the outage`).toBe(200)
        expect(res.headers['x-cache'], pathname).toBe('STALE')
        expect(res.text, pathname).toBe(live.get(pathname))
      }
      await expectShellFor('/contact')
      const health = await get(server, '/api/health')
      expect(health.status).toBe(503)
      expect(health.json).toEqual({ status: 'degraded', database: 'down' })
      expect((await get(server, '/api/skills?limit=2')).json.error.code).toBe(
        'database_unavailable',
      )
      expect(sink.messages).toHaveLength(0)

      startCluster(clusterDir, dbPort)
      await eventually(
        async () => (await get(server, '/api/health')).status === 200,
        60_000,
        'the server to take the database back',
      )
      await sink.waitForMessages(1, 30_000)
      // Long enough for a second delivery, if anything were to send one.
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      expect(sink.messages.filter((mail) => mail.text.includes(message))).toHaveLength(1)
      const db = new pg.Client({ connectionString: server.databaseURL })
      await db.connect()
      try {
        const { rows } = await db.query(
          'SELECT count(*)::int AS n, min(spool_id) AS spool FROM inquiries WHERE message = $1',
          [message],
        )
        expect(rows[0].n).toBe(1)
        expect(rows[0].spool).toBeTruthy()
      } finally {
        await db.end()
      }
      const spoolDir = path.join(PROJECT_ROOT, '.data', name, 'outage', 'inquiry-spool')
      expect(existsSync(spoolDir) ? readdirSync(spoolDir) : []).toEqual([])
      // The live site is back: the next read is no copy.
      expect((await get(server, '/api/projects')).headers['x-cache']).not.toBe('STALE')
    },
  )
})
