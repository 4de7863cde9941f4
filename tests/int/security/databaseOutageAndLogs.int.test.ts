import { rmSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { clusterPids, startCluster, stopCluster } from './helpers/embeddedCluster'
import { jsonRequest, rawRequest } from './helpers/rawRequest'

/**
 * The embedded PostgreSQL is stopped (and, separately, frozen) under a running server:
 * /api/health says 503 within 5 s, API calls fail fast with a 503 JSON error, the process stays
 * up, and once the database is back everything answers again within 10 s, without a restart.
 * The same server's output then shows structured request logs and no secrets.
 */
const SMTP_SECRET = 'Smtp-Secret-Do-Not-Log-7f3a'
const QUERY_SECRET = 'query-secret-do-not-log-91c2'

describe('database outage and recovery', () => {
  let server: TestServer
  let dbPort: number
  let dataDir: string
  let name: string
  let token: string

  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now()
    const value = await work()
    return { value, ms: Math.round(performance.now() - started) }
  }

  /** Polls until `/api/projects` answers 200 again; returns how long that took. */
  const waitForRecovery = async () => {
    const started = performance.now()
    while (performance.now() - started < 15_000) {
      const res = await rawRequest(server.baseURL, { path: '/api/projects?limit=1' }).catch(
        () => null,
      )
      if (res?.status === 200) return Math.round(performance.now() - started)
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('no recovery within 15 s')
  }

  beforeAll(async () => {
    const port = await freePort()
    dbPort = await freePort()
    name = `test-outage-${port}`
    dataDir = path.join(PROJECT_ROOT, '.data', name, 'postgres')
    server = await startTestServer({ name, port, dbPort, captureOutput: true })
    token = (await jsonRequest(server.baseURL, 'POST', '/api/auth/login', { body: TEST_ADMIN }))
      .json.data.token
  }, 120_000)

  afterAll(async () => {
    if (!server) return
    await server.stop({ keepData: true })
    // The cluster restarted by the test is not the server's child: stop it here.
    await stopCluster(dataDir).catch(() => {})
    rmSync(path.join(PROJECT_ROOT, '.data', name), { recursive: true, force: true })
  })

  it(
    'stopped database: health 503 within 5 s, API 503 within 2 s, process up, recovery within 10 s',
    { timeout: 60_000 },
    async () => {
      expect((await rawRequest(server.baseURL, { path: '/api/health' })).status).toBe(200)
      // A run of traffic keeps going across the stop and the restart.
      let running = true
      const traffic = (async () => {
        const seen = new Map<number, number>()
        while (running) {
          const res = await rawRequest(server.baseURL, { path: '/api/skills?limit=3' }).catch(
            () => ({ status: -1 }),
          )
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1)
        }
        return seen
      })()

      await stopCluster(dataDir)
      const health = await timed(() => rawRequest(server.baseURL, { path: '/api/health' }))
      expect(health.value.status).toBe(503)
      expect(health.value.json).toEqual({ status: 'degraded', database: 'down' })
      expect(health.ms).toBeLessThan(5_000)

      // Reads never answered before, admin calls and writes (a contact message is kept on disk
      // instead, and public reads answered before come from their last good copy:
      // tests/int/resilience/publicSideOutage.int.test.ts).
      const calls = [
        () => rawRequest(server.baseURL, { path: '/api/projects' }),
        () => rawRequest(server.baseURL, { path: '/api/projects/slug/e-commerce-platform' }),
        () => jsonRequest(server.baseURL, 'GET', '/api/auth/verify', { token }),
        () =>
          jsonRequest(server.baseURL, 'PUT', '/api/personal-info', {
            token,
            body: { name: 'Outage' },
          }),
        () => jsonRequest(server.baseURL, 'POST', '/api/auth/login', { body: TEST_ADMIN }),
      ]
      const timings: number[] = []
      for (const call of calls) {
        const { value, ms } = await timed(call)
        expect(value.status, value.text).toBe(503)
        expect(value.json.error).toMatchObject({ status: 503, code: 'database_unavailable' })
        expect(value.headers['retry-after']).toBe('5')
        expect(ms).toBeLessThanOrEqual(2_000)
        timings.push(ms)
      }
      await new Promise((r) => setTimeout(r, 1_000))
      expect(server.process.exitCode).toBeNull()

      startCluster(dataDir, dbPort)
      const recoveredIn = await waitForRecovery()
      expect(recoveredIn).toBeLessThan(10_000)
      expect((await rawRequest(server.baseURL, { path: '/api/health' })).status).toBe(200)
      expect((await jsonRequest(server.baseURL, 'GET', '/api/auth/verify', { token })).status).toBe(
        200,
      )
      running = false
      const seen = await traffic
      console.info(
        `outage: health ${health.ms} ms, API calls ${timings.join('/')} ms, recovery ${recoveredIn} ms after restart; traffic ${JSON.stringify(Object.fromEntries(seen))}`,
      )
      expect([...seen.keys()].every((status) => status === 200 || status === 503)).toBe(true)
    },
  )

  it(
    'frozen database (SIGSTOP): health 503 within 5 s, then API calls fail fast; recovery after SIGCONT',
    { timeout: 60_000 },
    async () => {
      const pids = clusterPids(dataDir)
      expect(pids.length).toBeGreaterThan(1)
      for (const pid of pids) process.kill(pid, 'SIGSTOP')
      try {
        const health = await timed(() => rawRequest(server.baseURL, { path: '/api/health' }))
        expect(health.value.status).toBe(503)
        expect(health.ms).toBeLessThan(5_000)
        const api = await timed(() => rawRequest(server.baseURL, { path: '/api/projects' }))
        expect(api.value.status).toBe(503)
        expect(api.ms).toBeLessThanOrEqual(2_000)
        const admin = await timed(() =>
          jsonRequest(server.baseURL, 'GET', '/api/auth/verify', { token }),
        )
        expect(admin.value.status).toBe(503)
        expect(admin.ms).toBeLessThanOrEqual(2_000)
        console.info(
          `frozen database: health ${health.ms} ms, public call ${api.ms} ms, admin call ${admin.ms} ms`,
        )
      } finally {
        for (const pid of pids) process.kill(pid, 'SIGCONT')
      }
      const recoveredIn = await waitForRecovery()
      expect(recoveredIn).toBeLessThan(10_000)
      expect(server.process.exitCode).toBeNull()
    },
  )

  describe('request logs of this server', () => {
    it("write one JSON line per request through Payload's logger (no terminal), with the stable fields only", async () => {
      const res = await rawRequest(server.baseURL, {
        path: '/api/projects?limit=1',
        headers: { 'x-request-id': 'log-check-1' },
      })
      expect(res.headers['x-request-id']).toBe('log-check-1')
      await new Promise((r) => setTimeout(r, 200))
      const line = server
        .output()
        .split('\n')
        .filter((entry) => entry.startsWith('{'))
        .map((entry) => JSON.parse(entry) as Record<string, unknown>)
        .find((entry) => entry.msg === 'request' && entry.id === 'log-check-1')
      expect(line).toMatchObject({
        level: 'info',
        method: 'GET',
        path: '/api/projects',
        status: 200,
      })
      expect(typeof line!.ms).toBe('number')
      expect(typeof line!.time).toBe('string')
      // Payload's pino (src/platform/logging/requestLogger.ts), without pino-http's req/res objects.
      expect(Object.keys(line!).sort()).toEqual(
        [
          'bytes',
          'id',
          'ip',
          'level',
          'method',
          'ms',
          'msg',
          'name',
          'path',
          'status',
          'time',
        ].sort(),
      )
      expect(line!.name).toBe('payload')
    })

    it('never contain passwords, tokens, SMTP secrets or query strings', async () => {
      // Things that carry secrets: logins (right and wrong), SMTP settings, a failing SMTP test,
      // Authorization headers, cookies, a secret in a query string.
      await jsonRequest(server.baseURL, 'POST', '/api/auth/login', { body: TEST_ADMIN })
      await jsonRequest(server.baseURL, 'POST', '/api/auth/login', {
        body: { email: TEST_ADMIN.email, password: 'Wrong-Passw0rd-Secret' },
      })
      await jsonRequest(server.baseURL, 'PUT', '/api/smtp-config', {
        token,
        body: {
          host: '127.0.0.1',
          port: 1,
          user: 'mailer',
          password: SMTP_SECRET,
          adminEmail: 'owner@test.local',
          isActive: false,
        },
      })
      await jsonRequest(server.baseURL, 'GET', '/api/smtp-config/test', { token })
      await rawRequest(server.baseURL, {
        path: `/api/projects?search=${QUERY_SECRET}`,
        headers: { cookie: `payload-token=${token}` },
      })
      await rawRequest(server.baseURL, {
        method: 'POST',
        path: '/cms-api/users/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      })
      await new Promise((r) => setTimeout(r, 500))
      const output = server.output()
      expect(output.length).toBeGreaterThan(1000)
      for (const secret of [
        TEST_ADMIN.password,
        'Wrong-Passw0rd-Secret',
        SMTP_SECRET,
        token,
        token.split('.')[2]!,
        QUERY_SECRET,
      ]) {
        expect(output.includes(secret), `the log contains "${secret.slice(0, 12)}…"`).toBe(false)
      }
      expect(output).not.toMatch(/authorization["']?\s*:\s*["']?Bearer/i)
    })
  })
})
