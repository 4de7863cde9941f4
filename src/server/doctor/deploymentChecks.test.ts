import { describe, expect, it } from 'vitest'

import { httpsCheck, proxyCheck, siteUrlCheck } from './addressChecks'
import { databaseCheck, mailCheck, migrationsCheck } from './databaseChecks'
import type { DeploymentCheck, DoctorContext, Query, ServerReport } from './deploymentCheck'
import { DEPLOYMENT_CHECKS, runDeploymentChecks } from './deploymentChecks'
import { nodeVersionCheck, secretCheck } from './runtimeChecks'
import { backupAgeCheck, diskSpaceCheck, mediaStoreCheck } from './storageChecks'

const NOW = Date.parse('2026-12-02T12:00:00Z')
const GB = 1e9
const MIGRATIONS = ['20261121_200519_initial', '20261202_033537_backups_and_owner_alerts']

/** A database answering each statement from a table of rows, keyed by the statement's start. */
const databaseWith =
  (answers: Record<string, unknown[] | Error>): Query =>
  async <Row>(text: string) => {
    const key = Object.keys(answers).find((start) => text.startsWith(start))
    const answer = key === undefined ? [] : answers[key]
    if (answer instanceof Error) throw answer
    return answer as Row[]
  }

const healthyDatabase = databaseWith({
  'SHOW server_version': [{ server_version: '18.4' }],
  'SELECT name FROM payload_migrations': [...MIGRATIONS.map((name) => ({ name })), { name: 'dev' }],
  'SELECT updated_at, host FROM smtp_config': [
    { updated_at: new Date('2026-12-01T10:00:00Z'), host: 'smtp.example.com' },
  ],
  'SELECT data FROM payload_kv': [{ data: '2026-12-01T10:05:00.000Z' }],
})

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 204 || (status >= 300 && status < 400) ? null : 'ok', {
    status,
    headers,
  })

const server: ServerReport = {
  nodeVersion: 'v24.21.0',
  proxyAdvice: null,
  forwardedHttpsRequests: 0,
}

/** A correct small deployment on this machine; each test changes one thing. */
const context = (change: Partial<DoctorContext> = {}): DoctorContext => ({
  siteUrl: 'http://127.0.0.1:3000',
  server,
  database: healthyDatabase,
  secret: {
    value: 'a3f1c9e0b7d24e6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b1d3f',
    source: 'PAYLOAD_SECRET',
  },
  ownNodeVersion: 'v24.21.0',
  newestBackup: async () => ({
    name: 'backup-20261202-030000Z-scheduled.tar.gz',
    createdAt: new Date('2026-12-02T03:00:00Z'),
    where: 'the backup folder /srv/backups',
  }),
  diskSpace: async () => [
    {
      what: 'backups (BACKUP_DIR)',
      dir: '/srv/backups',
      free: 40 * GB,
      total: 100 * GB,
      device: 1,
    },
  ],
  probeMediaStore: async () => '/srv/media',
  migrationNames: MIGRATIONS,
  fetch: async () => answer(200),
  now: () => NOW,
  ...change,
})

const run = (check: DeploymentCheck, change: Partial<DoctorContext> = {}) =>
  check.run(context(change))

describe('the deployment checks', () => {
  it('all pass on a correct deployment, in the order the doctor prints them', async () => {
    const results = await runDeploymentChecks(context())
    expect(results.filter((result) => !result.ok)).toEqual([])
    expect(results.map((result) => result.name)).toEqual(DEPLOYMENT_CHECKS.map(({ name }) => name))
  })

  it('Node version: the server’s own, else this process’s; another major fails', async () => {
    expect(await run(nodeVersionCheck)).toMatchObject({
      ok: true,
      detail: expect.stringContaining('the server runs Node v24.21.0'),
    })
    const old = await run(nodeVersionCheck, { server: { ...server, nodeVersion: 'v20.20.2' } })
    expect(old).toMatchObject({ ok: false, fix: expect.stringContaining('npm start') })
    const unasked = await run(nodeVersionCheck, {
      server: { unreachable: 'refused' },
      ownNodeVersion: 'v22.1.0',
    })
    expect(unasked).toMatchObject({ ok: false, detail: expect.stringContaining('v22.1.0') })
  })

  it('SITE_URL: answers, and over https unless on this machine', async () => {
    expect((await run(siteUrlCheck)).ok).toBe(true)
    expect(await run(siteUrlCheck, { siteUrl: 'http://portfolio.example.com' })).toMatchObject({
      ok: false,
      fix: expect.stringContaining('SITE_URL=https://your-domain'),
    })
    expect((await run(siteUrlCheck, { siteUrl: 'https://portfolio.example.com' })).ok).toBe(true)
    const down = await run(siteUrlCheck, {
      fetch: async () => {
        throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') })
      },
    })
    expect(down).toMatchObject({ ok: false, detail: expect.stringContaining('ECONNREFUSED') })
    const redirected = await run(siteUrlCheck, {
      siteUrl: 'http://portfolio.example.com',
      fetch: async () => answer(308, { location: 'https://portfolio.example.com/api/health' }),
    })
    expect(redirected).toMatchObject({
      ok: false,
      fix: expect.stringContaining('SITE_URL=https://portfolio.example.com'),
    })
  })

  it('HTTPS: a valid certificate, HSTS and http sent on to https', async () => {
    const https = 'https://portfolio.example.com'
    const proxy = (hsts: string | null, plain: Response | Error) => async (url: string) => {
      if (url.startsWith('http://')) {
        if (plain instanceof Error) throw plain
        return plain
      }
      return answer(200, hsts ? { 'strict-transport-security': hsts } : {})
    }
    expect((await run(httpsCheck)).detail).toMatch(/SITE_URL is http/)
    const good = proxy(
      'max-age=31536000; includeSubDomains',
      answer(308, { location: `${https}/` }),
    )
    expect(await run(httpsCheck, { siteUrl: https, fetch: good })).toMatchObject({ ok: true })
    const portClosed = proxy('max-age=31536000', new TypeError('fetch failed'))
    expect((await run(httpsCheck, { siteUrl: https, fetch: portClosed })).ok).toBe(true)
    const noHsts = proxy(null, answer(308, { location: `${https}/` }))
    expect(await run(httpsCheck, { siteUrl: https, fetch: noHsts })).toMatchObject({
      ok: false,
      fix: expect.stringContaining('Strict-Transport-Security'),
    })
    const plainServed = proxy('max-age=31536000', answer(200))
    expect(await run(httpsCheck, { siteUrl: https, fetch: plainServed })).toMatchObject({
      ok: false,
      fix: expect.stringContaining('redirect http to https'),
    })
    const badCertificate = async () => {
      throw new TypeError('fetch failed', { cause: new Error('self-signed certificate') })
    }
    expect(await run(httpsCheck, { siteUrl: https, fetch: badCertificate })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('self-signed certificate'),
    })
  })

  it('Proxy: the server’s advice, and an http SITE_URL behind an https proxy, fail', async () => {
    expect((await run(proxyCheck)).ok).toBe(true)
    const advice =
      'Requests from 10.0.0.2 carry X-Forwarded-For, which is ignored: set TRUST_PROXY=10.0.0.2'
    expect(await run(proxyCheck, { server: { ...server, proxyAdvice: advice } })).toMatchObject({
      ok: false,
      fix: advice,
    })
    const behindHttps = { server: { ...server, forwardedHttpsRequests: 3 } }
    expect(await run(proxyCheck, behindHttps)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('3 requests came through an https proxy'),
      fix: expect.stringContaining('Set SITE_URL'),
    })
    expect(
      (await run(proxyCheck, { ...behindHttps, siteUrl: 'https://portfolio.example.com' })).ok,
    ).toBe(true)
    expect(await run(proxyCheck, { server: { unreachable: 'refused' } })).toMatchObject({
      ok: false,
      fix: expect.stringContaining('Start the server'),
    })
  })

  it('PAYLOAD_SECRET: long and random passes; short, repetitive or missing fails', async () => {
    expect((await run(secretCheck)).ok).toBe(true)
    for (const value of ['change-me', 'a'.repeat(40), 'abababababababababababababababababab'])
      expect(await run(secretCheck, { secret: { value, source: 'PAYLOAD_SECRET' } })).toMatchObject(
        {
          ok: false,
          fix: expect.stringContaining('openssl rand -hex 32'),
        },
      )
    expect((await run(secretCheck, { secret: null })).ok).toBe(false)
  })

  it('Database: reachable and supported, with its version', async () => {
    expect(await run(databaseCheck)).toMatchObject({ ok: true, detail: 'PostgreSQL 18.4 answers' })
    expect(await run(databaseCheck, { database: { unreachable: 'ECONNREFUSED' } })).toMatchObject({
      ok: false,
      fix: expect.stringContaining('DATABASE_URL'),
    })
    const old = databaseWith({ 'SHOW server_version': [{ server_version: '12.22' }] })
    expect((await run(databaseCheck, { database: old })).ok).toBe(false)
  })

  it('Migrations: none pending and none unknown', async () => {
    expect(await run(migrationsCheck)).toMatchObject({ ok: true, detail: 'all 2 applied' })
    const pending = databaseWith({
      'SELECT name FROM payload_migrations': [{ name: MIGRATIONS[0] }],
    })
    expect(await run(migrationsCheck, { database: pending })).toMatchObject({
      ok: false,
      detail: expect.stringContaining(MIGRATIONS[1]!),
      fix: expect.stringContaining('Restart the server'),
    })
    const newer = databaseWith({
      'SELECT name FROM payload_migrations': [...MIGRATIONS, '20270101_000000_next'].map(
        (name) => ({ name }),
      ),
    })
    expect(await run(migrationsCheck, { database: newer })).toMatchObject({
      ok: false,
      fix: expect.stringContaining('npm run restore'),
    })
    const empty = databaseWith({
      'SELECT name': new Error('relation "payload_migrations" does not exist'),
    })
    expect((await run(migrationsCheck, { database: empty })).ok).toBe(false)
  })

  it('Mail: a test email sent since the settings were last saved', async () => {
    expect((await run(mailCheck)).ok).toBe(true)
    const untested = databaseWith({
      'SELECT updated_at': [{ updated_at: new Date('2026-12-01T11:00:00Z'), host: 'smtp' }],
      'SELECT data FROM payload_kv': [{ data: '2026-12-01T10:05:00.000Z' }],
    })
    expect(await run(mailCheck, { database: untested })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('changed since the last test email'),
      fix: expect.stringContaining('Send test email'),
    })
    const never = databaseWith({
      'SELECT updated_at': [{ updated_at: null, host: 'smtp.gmail.com' }],
    })
    expect((await run(mailCheck, { database: never })).detail).toBe('never set up')
  })

  it('Last backup: at most two days old', async () => {
    expect(await run(backupAgeCheck)).toMatchObject({
      ok: true,
      detail: expect.stringContaining('9 hours old'),
    })
    const old = async () => ({
      name: 'backup-20261129-030000Z-scheduled.tar.gz',
      createdAt: new Date('2026-11-29T03:00:00Z'),
      where: 'the backup folder /srv/backups',
    })
    expect(await run(backupAgeCheck, { newestBackup: old })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('3 days old'),
      fix: expect.stringContaining('npm run backup'),
    })
    const none = async () => ({ none: 'no backup in the backup folder /srv/backups' })
    expect((await run(backupAgeCheck, { newestBackup: none })).ok).toBe(false)
  })

  it('Free disk: at least 1 GiB and 5% on every disk the site writes to', async () => {
    expect((await run(diskSpaceCheck)).ok).toBe(true)
    const disk = (free: number, total: number) => async () => [
      { what: 'uploads (MEDIA_DIR)', dir: '/srv/media', free, total, device: 2 },
    ]
    expect(await run(diskSpaceCheck, { diskSpace: disk(0.5 * GB, 20 * GB) })).toMatchObject({
      ok: false,
      fix: expect.stringContaining('delete old backups'),
    })
    expect((await run(diskSpaceCheck, { diskSpace: disk(40 * GB, 1000 * GB) })).ok).toBe(false)
  })

  it('Media store: a file can be written there', async () => {
    expect(await run(mediaStoreCheck)).toMatchObject({ ok: true, detail: '/srv/media is writable' })
    const readOnly = async () => {
      throw new Error("EACCES: permission denied, open '/srv/media/.doctor'")
    }
    expect(await run(mediaStoreCheck, { probeMediaStore: readOnly })).toMatchObject({
      ok: false,
      detail: expect.stringContaining('EACCES'),
      fix: expect.stringContaining('MEDIA_DIR'),
    })
  })

  it('a check that throws fails by its name, and the others still run', async () => {
    const results = await runDeploymentChecks(
      context({
        newestBackup: async () => {
          throw new Error('AccessDenied: the key may not list the bucket')
        },
      }),
    )
    expect(results.find((result) => result.name === 'Last backup')).toMatchObject({
      ok: false,
      detail: expect.stringContaining('AccessDenied'),
    })
    expect(results.filter((result) => !result.ok)).toHaveLength(1)
  })
})
