import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { rawRequest } from './helpers/rawRequest'

/**
 * A deployment (production build + external DATABASE_URL, as in docker-compose) behind https:
 * HSTS, `upgrade-insecure-requests`, Secure auth cookies, and a refusal to start without a
 * strong PAYLOAD_SECRET. The "external" database is a fresh one in the run's test cluster.
 */
const databaseUrl = (name: string) => {
  const url = new URL(inject('clusterURL'))
  url.pathname = `/${name}`
  return url.toString()
}

const createDatabase = async (name: string) => {
  const client = new pg.Client({ connectionString: inject('clusterURL') })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}"`)
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
}

describe('deployed mode (external database, NODE_ENV=production)', () => {
  const database = `deployed_${process.pid}`
  let server: TestServer

  beforeAll(async () => {
    await createDatabase(database)
    const port = await freePort()
    server = await startTestServer({
      name: `test-deployed-${port}`,
      port,
      dbPort: await freePort(),
      env: {
        DATABASE_URL: databaseUrl(database),
        PAYLOAD_SECRET: 'f3c1a9e07b5d4c2e8a6f1b3d5e7c9a0b2d4f6e8a',
        // Behind a TLS-terminating proxy: the public origin is https.
        SITE_URL: 'https://portfolio.test',
      },
    })
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('sends HSTS and upgrade-insecure-requests', async () => {
    for (const path of ['/', '/admin/login', '/api/health']) {
      const res = await rawRequest(server.baseURL, { path })
      expect(res.headers['strict-transport-security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      )
      expect(String(res.headers['content-security-policy']), path).toContain(
        'upgrade-insecure-requests',
      )
    }
  })

  it('marks the auth cookie Secure', async () => {
    const res = await rawRequest(server.baseURL, {
      method: 'POST',
      path: '/cms-api/users/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect(res.status, res.text).toBe(200)
    const cookie = String(
      res.headers['set-cookie']?.find((value) => value.startsWith('payload-token=')),
    )
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
  })

  it(
    'refuses to start with a missing or low-entropy PAYLOAD_SECRET (all cases: ensureSecret.test.ts)',
    { timeout: 60_000 },
    async () => {
      const attempts = ['', 'a'.repeat(40)].map(async (secret) => {
        const port = await freePort()
        await expect(
          startTestServer({
            name: `test-weak-secret-${port}`,
            port,
            dbPort: await freePort(),
            env: { DATABASE_URL: databaseUrl(database), PAYLOAD_SECRET: secret },
            captureOutput: true,
          }),
          `secret "${secret}"`,
        ).rejects.toThrow(/exited early \(code 1\)/)
      })
      await Promise.all(attempts)
    },
  )
})
