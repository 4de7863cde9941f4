import { EventEmitter } from 'node:events'
import { rmSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { startCluster, stopCluster } from './helpers/embeddedCluster'
import { rawRequest } from './helpers/rawRequest'

/** The part of autocannon's (untyped) API this test drives. */
type LoadResult = {
  requests: { total: number }
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
}
type LoadInstance = EventEmitter & PromiseLike<LoadResult> & { stop: () => void }
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Record<string, unknown>,
) => LoadInstance

const GRACE_MS = 1_500
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whether a new TCP connection is refused (true), accepted (false). */
const connectionRefused = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })

/**
 * SIGTERM under load, as an orchestrator does it: the server keeps answering during the grace
 * (SHUTDOWN_GRACE_MS) while its health check says 503, the load balancer (here: the test)
 * stops sending; then new connections are refused, the request still in flight (its body
 * arrives late) finishes, the process exits 0 within 10 s, no job is left claimed, and the load
 * tool counts zero failed requests: no error, no timeout, no non-2xx answer.
 */
describe('graceful shutdown under load', () => {
  let server: TestServer
  let name: string

  afterAll(async () => {
    if (server) await server.stop({ keepData: true })
    if (name) {
      await stopCluster(path.join(PROJECT_ROOT, '.data', name, 'postgres')).catch(() => {})
      rmSync(path.join(PROJECT_ROOT, '.data', name), { recursive: true, force: true })
    }
  })

  it(
    'drains in-flight requests, refuses new connections cleanly and exits 0 within 10 s',
    { timeout: 180_000 },
    async () => {
      const port = await freePort()
      const dbPort = await freePort()
      name = `test-sigterm-${port}`
      server = await startTestServer({
        name,
        port,
        dbPort,
        env: { SHUTDOWN_GRACE_MS: String(GRACE_MS) },
      })

      // Warm the routes up so the load measures a running server, not a cold one.
      for (const warm of ['/api/projects', '/api/skills?limit=20', '/api/personal-info', '/']) {
        for (let i = 0; i < 3; i += 1) await rawRequest(server.baseURL, { path: warm })
      }

      const statuses = new Map<number, number>()
      const errors = new Map<string, number>()
      const load = autocannon({
        url: server.baseURL,
        connections: 16,
        duration: 60,
        requests: [
          { method: 'GET', path: '/api/projects' },
          { method: 'GET', path: '/api/skills?limit=20' },
          { method: 'GET', path: '/api/personal-info' },
          { method: 'GET', path: '/' },
        ],
      })
      load.on('response', (_client: unknown, status: number) =>
        statuses.set(status, (statuses.get(status) ?? 0) + 1),
      )
      load.on('reqError', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message
        errors.set(code, (errors.get(code) ?? 0) + 1)
      })

      // A request whose body is still arriving when the listener closes: it must complete.
      const signalAt = 2_500
      const slow = new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({
          name: 'Slow sender',
          email: 'slow@test.local',
          message: 'Sent in two halves across SIGTERM.',
        })
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/inquiries',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        req.write(body.slice(0, 20))
        setTimeout(() => req.end(body.slice(20)), signalAt + GRACE_MS + 1_000)
      })

      await sleep(signalAt)
      const answeredBeforeSignal = [...statuses.values()].reduce((a, b) => a + b, 0)
      const signalledAt = performance.now()
      const exited = new Promise<number | null>((resolve) =>
        server.process.once('exit', (code) => resolve(code)),
      )
      server.process.kill('SIGTERM')

      // The load balancer's view: health turns 503 at once, while pages are still served.
      let health = await rawRequest(server.baseURL, { path: '/api/health' })
      while (health.status === 200 && performance.now() - signalledAt < GRACE_MS) {
        await sleep(50)
        health = await rawRequest(server.baseURL, { path: '/api/health' })
      }
      expect(health.status).toBe(503)
      expect(health.json).toMatchObject({ stopping: true })
      const healthSeenMs = Math.round(performance.now() - signalledAt)
      load.stop()
      const result = await load

      // After the grace: new connections are refused (nothing half-open), the slow request lives on.
      let refusedNew = false
      while (
        !refusedNew &&
        server.process.exitCode === null &&
        performance.now() - signalledAt < 9_000
      ) {
        refusedNew = await connectionRefused(port)
        if (!refusedNew) await sleep(100)
      }
      const slowStatus = await slow
      const exitCode = await exited
      const stopMs = Math.round(performance.now() - signalledAt)

      const answered = [...statuses.values()].reduce((a, b) => a + b, 0)
      console.info(
        `SIGTERM under load: health 503 after ${healthSeenMs} ms, exit ${exitCode} after ${stopMs} ms (grace ${GRACE_MS} ms); ` +
          `load: ${answered} answers (${answeredBeforeSignal} before the signal) ${JSON.stringify(Object.fromEntries(statuses))}, ` +
          `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; ` +
          `new connection refused during the drain: ${refusedNew}; slow in-flight request ${slowStatus}`,
      )
      expect(exitCode).toBe(0)
      expect(stopMs).toBeLessThan(10_000)
      // Load was flowing when the signal came, and answers kept coming after it.
      expect(answeredBeforeSignal).toBeGreaterThan(10)
      expect(answered).toBeGreaterThan(answeredBeforeSignal)
      expect(result.errors).toBe(0)
      expect(result.timeouts).toBe(0)
      expect(result.non2xx).toBe(0)
      expect(Object.fromEntries(errors)).toEqual({})
      expect(refusedNew).toBe(true)
      expect(slowStatus).toBe(201)

      // Jobs: none is left claimed by the stopped process (the next start would release it anyway).
      const dataDir = path.join(PROJECT_ROOT, '.data', name, 'postgres')
      startCluster(dataDir, dbPort)
      const client = new pg.Client({ connectionString: server.databaseURL })
      await client.connect()
      try {
        const { rows } = await client.query<{ claimed: string }>(
          'SELECT count(*) AS claimed FROM payload_jobs WHERE processing = true',
        )
        expect(Number(rows[0]!.claimed)).toBe(0)
      } finally {
        await client.end()
        await stopCluster(dataDir)
      }
    },
  )
})
