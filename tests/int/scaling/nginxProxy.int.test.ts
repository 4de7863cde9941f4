import { rmSync } from 'node:fs'
import { type IncomingHttpHeaders, Agent, request } from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type EmbeddedDb, startEmbeddedPostgres } from '../../../src/platform/db/embeddedPostgres'
import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { type NginxProxy, startNginx } from '../../helpers/nginxProxy'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { adminClient } from '../email/helpers/cmsClient'

/**
 * Debian's nginx with the shipped docs/deploy/nginx.conf in front of two instances of the
 * production build on one PostgreSQL (its own, so either instance can stop): what it caches,
 * what it passes through, and a rolling restart under constant load with no failed request.
 */
const SECRET = '3f8a1d6c9e2b5f0a7d4c1e8b3a6f9d2c5e0b7a4d'

let db: EmbeddedDb
const dbDir = path.join(PROJECT_ROOT, '.data', 'test-nginx-db')
let nginx: NginxProxy | undefined
const ports: number[] = []
const instances: (TestServer | undefined)[] = [undefined, undefined]

const startInstance = async (n: 0 | 1): Promise<TestServer> =>
  startTestServer({
    name: `test-nginx-${n + 1}`,
    port: ports[n]!,
    dbPort: await freePort(),
    captureOutput: true,
    // No TRUST_PROXY: nginx on loopback is believed by default.
    env: { DATABASE_URL: db.url, PAYLOAD_SECRET: SECRET },
  })

beforeAll(async () => {
  rmSync(dbDir, { recursive: true, force: true })
  db = await startEmbeddedPostgres({
    dataDir: dbDir,
    port: await freePort(),
    database: 'portfolio',
  })
  ports.push(await freePort(), await freePort())
  // One after the other: the first applies the migrations and seeds, the second finds them done.
  instances[0] = await startInstance(0)
  instances[1] = await startInstance(1)
  nginx = await startNginx({
    port: await freePort(),
    upstreamPorts: [ports[0]!, ports[1]!],
  })
}, 300_000)

afterAll(async () => {
  await nginx?.stop()
  for (const instance of instances) await instance?.stop()
  await db?.stop()
  rmSync(dbDir, { recursive: true, force: true })
})

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One request through nginx (optionally from another loopback address). */
const get = (
  urlPath: string,
  headers: Record<string, string> = {},
  { agent, from }: { agent?: Agent; from?: string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(
      `${nginx!.baseURL}${urlPath}`,
      { headers, agent, localAddress: from },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end()
  })

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A hashed asset the built site's page links. */
const someAsset = async (): Promise<string> => {
  const page = (await get('/')).body.toString('utf8')
  const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0]
  if (!asset) throw new Error('The site page links no /assets/*.js')
  return asset
}

describe('nginx in front of two instances (docs/deploy/nginx.conf)', () => {
  it('keeps a public read for its s-maxage, and never a credentialed or uncacheable answer', async () => {
    const first = await get('/api/projects')
    const firstAt = Date.now()
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30')
    expect(first.headers['x-cache-status']).toBe('MISS')
    const second = await get('/api/projects')
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.body.equals(first.body)).toBe(true)

    // A signed-in caller (token or session cookie) and a preview go past the cache both ways.
    const admin = await adminClient(instances[0]!.baseURL)
    for (const headers of <Record<string, string>[]>[
      { Authorization: `JWT ${admin.token}` },
      { Cookie: `payload-token=${admin.token}` },
      { 'X-Preview-Token': 'not-a-valid-token' },
    ]) {
      const res = await get('/api/projects', headers)
      expect(res.headers['x-cache-status'], JSON.stringify(headers)).toBe('BYPASS')
    }
    // The admin's own answers (private, no-store) are never kept, even asked for twice.
    for (let i = 0; i < 2; i++) {
      const me = await get('/cms-api/users/me', { Authorization: `JWT ${admin.token}` })
      expect(me.status).toBe(200)
      expect(me.headers['x-cache-status'] ?? '').not.toBe('HIT')
      const health = await get('/api/health')
      expect(health.headers['cache-control']).toBe('no-store')
      expect(health.headers['x-cache-status']).not.toBe('HIT')
    }

    // After s-maxage (30 s) the kept answer is stale: nginx asks an instance again.
    await pause(Math.max(0, firstAt + 31_000 - Date.now()))
    const later = await get('/api/projects')
    expect(later.status).toBe(200)
    expect(later.headers['x-cache-status']).toBe('EXPIRED')
    expect((await get('/api/projects')).headers['x-cache-status']).toBe('HIT')
  }, 60_000)

  it('passes precompressed assets through as the instance encoded them, and caches them', async () => {
    const asset = await someAsset()
    for (const coding of ['br', 'gzip']) {
      const first = await get(asset, { 'Accept-Encoding': coding })
      expect(first.status).toBe(200)
      expect(first.headers['content-encoding']).toBe(coding)
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const again = await get(asset, { 'Accept-Encoding': coding })
      expect(again.headers['content-encoding']).toBe(coding)
      expect(again.headers['x-cache-status']).toBe('HIT')
      expect(again.body.equals(first.body)).toBe(true)
    }
  })

  it('forwards the client address, which the instance logs with no TRUST_PROXY', async () => {
    const id = `nginx-forwarded-${Date.now()}`
    // The health check is never cached, so the request reaches an instance.
    const res = await get('/api/health', { 'X-Request-Id': id }, { from: '127.0.0.7' })
    expect(res.status).toBe(200)
    expect(res.headers['x-request-id']).toBe(id)
    await pause(200)
    const logged = instances
      .flatMap((instance) => instance!.output().split('\n'))
      .find((line) => line.includes(`"id":"${id}"`))
    expect(logged, 'the request log line').toBeDefined()
    expect(JSON.parse(logged!)).toMatchObject({ path: '/api/health', ip: '127.0.0.7' })
  })

  it('keeps answering through a rolling restart of both instances under load, without one failed request', async () => {
    // Cached reads, and two that always reach an instance: the page (no-cache) and the health
    // check (no-store, 503 while an instance stops: nginx must then ask the other one).
    const paths = ['/', '/api/projects', '/api/personal-info', await someAsset(), '/api/health']
    const agent = new Agent({ keepAlive: true, maxSockets: 8 })
    let running = true
    let total = 0
    const byStatus: Record<string, number> = {}
    const failures: string[] = []
    const cacheStatus: Record<string, number> = {}
    /** A client that sends one request after another, round the paths, until told to stop. */
    const client = async (offset: number) => {
      for (let i = offset; running; i++) {
        const urlPath = paths[i % paths.length]!
        try {
          const res = await get(urlPath, { 'Accept-Encoding': 'br, gzip' }, { agent })
          total++
          byStatus[res.status] = (byStatus[res.status] ?? 0) + 1
          const cache = String(res.headers['x-cache-status'] ?? 'none')
          cacheStatus[cache] = (cacheStatus[cache] ?? 0) + 1
          if (res.status >= 400) failures.push(`${urlPath}: ${res.status}`)
        } catch (error) {
          total++
          failures.push(`${urlPath}: ${(error as Error).message}`)
        }
        // Steady traffic, not a benchmark: the machine is shared.
        await pause(5)
      }
    }
    const clients = Array.from({ length: 4 }, (_, n) => client(n))
    const restarts: { instance: number; stopMs: number; startMs: number }[] = []
    await pause(3_000)
    for (const n of [0, 1] as const) {
      const stopping = Date.now()
      await instances[n]!.stop()
      instances[n] = undefined
      const stopMs = Date.now() - stopping
      const starting = Date.now()
      instances[n] = await startInstance(n)
      restarts.push({ instance: n + 1, stopMs, startMs: Date.now() - starting })
      // Let nginx send this one traffic again before the other stops.
      await pause(6_000)
    }
    running = false
    await Promise.all(clients)
    agent.destroy()
    // The figures for docs/scaling.md.
    console.info(
      'rolling restart through nginx:',
      JSON.stringify({ total, byStatus, cacheStatus, failures: failures.length, restarts }),
    )
    // On failure, why nginx gave up on the instances, and what they said about themselves.
    const why = [
      ...nginx!
        .errorLog()
        .split('\n')
        .filter((line) => line.includes('upstream')),
      ...instances.flatMap((instance) =>
        instance!
          .output()
          .split('\n')
          .filter((line) => /"level":"(warn|error)"|"status":5\d\d/.test(line)),
      ),
    ]
    expect(failures.slice(0, 20), why.slice(-20).join('\n')).toEqual([])
    expect(total).toBeGreaterThan(500)
  }, 300_000)
})
