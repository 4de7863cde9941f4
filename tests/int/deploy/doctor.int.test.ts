import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { npmRun } from '../../helpers/npmRun'
import { backupFileName } from '../../../src/platform/backup/backupNames'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { adminClient, http } from '../email/helpers/cmsClient'
import { type SmtpSink, startSmtpSink } from '../email/helpers/smtpSink'
import { ownDatabase } from '../fileDatabase'

/** The ✗ lines of the doctor's output, by check name. */
const failedChecks = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('✗ '))
    .map((line) => line.slice(2, line.indexOf(':')))

/** The doctor's line of one check. */
const lineOf = (output: string, check: string) =>
  output.split('\n').find((line) => line.slice(2).startsWith(`${check}:`)) ?? ''

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * `npm run doctor`, the real command in a child process, against a running production server
 * set up as the README says: it passes, then fails naming the fix on each thing put wrong.
 */
describe('npm run doctor', () => {
  const secret = randomBytes(32).toString('hex')
  const backupDir = mkdtempSync(path.join(tmpdir(), 'doctor-backups-'))
  let server: TestServer
  let sink: SmtpSink
  let databaseURL: string
  /** What the doctor runs with: the server's own settings, as from its .env. */
  let settings: Record<string, string>
  const doctor = (change: Record<string, string> = {}) =>
    npmRun(['doctor'], { ...settings, ...change })

  beforeAll(async () => {
    sink = await startSmtpSink({ port: await freePort() })
    databaseURL = (await ownDatabase()).url
    const port = await freePort()
    server = await startTestServer({
      name: `test-doctor-${port}`,
      port,
      databaseURL,
      env: { PAYLOAD_SECRET: secret, BACKUP_DIR: backupDir },
    })
    settings = {
      PORT: String(port),
      SITE_URL: server.baseURL,
      DATABASE_URL: databaseURL,
      PAYLOAD_SECRET: secret,
      MEDIA_DIR: server.mediaDir,
      BACKUP_DIR: backupDir,
    }
    // The owner's mail settings, tested from the admin as the setup checklist asks.
    const admin = await adminClient(server.baseURL)
    await admin.saveSmtpSettings({
      host: '127.0.0.1',
      port: sink.port,
      from: 'Portfolio <site@portfolio.test>',
      adminEmail: 'owner@portfolio.test',
      isActive: true,
    })
    const test = await admin.call('/cms-api/globals/smtp-config/test', { method: 'POST' })
    expect(JSON.parse(test.text)).toMatchObject({ ok: true })
    const backup = await npmRun(['backup', '--', backupDir], settings)
    expect(backup.code, backup.output).toBe(0)
  })

  afterAll(async () => {
    await server?.stop()
    await sink?.stop()
    rmSync(backupDir, { recursive: true, force: true })
  })

  it('passes on a correct deployment: every check, exit code 0', async () => {
    const { code, output } = await doctor()
    expect(failedChecks(output), output).toEqual([])
    expect(output).toContain('All 11 checks passed.')
    expect(output.split('\n').filter((line) => line.startsWith('✓ '))).toHaveLength(11)
    expect(code).toBe(0)
  })

  it('fails on a weak secret, saying how to make a strong one', async () => {
    const { code, output } = await doctor({ PAYLOAD_SECRET: 'portfolio-secret' })
    expect(failedChecks(output), output).toEqual(['PAYLOAD_SECRET'])
    expect(lineOf(output, 'PAYLOAD_SECRET')).toContain('openssl rand -hex 32')
    expect(output).toContain('Doctor: 1 of 11 checks failed')
    expect(code).toBe(1)
  })

  it('fails on a pending migration, saying a restart applies it', async () => {
    const client = new pg.Client({ connectionString: databaseURL })
    await client.connect()
    const { rows } = await client.query<{ name: string }>(
      'DELETE FROM payload_migrations WHERE id = (SELECT max(id) FROM payload_migrations) RETURNING name, batch',
    )
    try {
      const { code, output } = await doctor()
      expect(failedChecks(output), output).toEqual(['Migrations'])
      expect(lineOf(output, 'Migrations')).toContain(
        `1 migration(s) not applied (${rows[0]!.name})`,
      )
      expect(lineOf(output, 'Migrations')).toContain('Restart the server')
      expect(code).toBe(1)
    } finally {
      await client.query('INSERT INTO payload_migrations (name, batch) VALUES ($1, $2)', [
        rows[0]!.name,
        (rows[0] as { batch?: number }).batch ?? 1,
      ])
      await client.end()
    }
  })

  it('fails when the newest backup is older than two days, saying to run one', async () => {
    const [made] = readdirSync(backupDir)
    const old = backupFileName(new Date(Date.now() - 3 * DAY_MS))
    renameSync(path.join(backupDir, made!), path.join(backupDir, old))
    try {
      const { code, output } = await doctor()
      expect(failedChecks(output), output).toEqual(['Last backup'])
      expect(lineOf(output, 'Last backup')).toContain(`${old}`)
      expect(lineOf(output, 'Last backup')).toContain('3 days old')
      expect(lineOf(output, 'Last backup')).toContain('npm run backup')
      expect(code).toBe(1)
    } finally {
      renameSync(path.join(backupDir, old), path.join(backupDir, made!))
    }
  })

  it('fails on an http SITE_URL while requests arrive over https through a proxy', async () => {
    // What a TLS proxy in front sends; loopback is a trusted proxy by default.
    const res = await http(`${server.baseURL}/`, {
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': '203.0.113.10' },
    })
    expect(res.status).toBe(200)
    const { code, output } = await doctor()
    expect(failedChecks(output), output).toEqual(['Proxy settings'])
    expect(lineOf(output, 'Proxy settings')).toContain('X-Forwarded-Proto: https')
    expect(lineOf(output, 'Proxy settings')).toContain('Set SITE_URL to the https address')
    expect(code).toBe(1)
  })

  it('fails when forwarded headers are ignored, naming the TRUST_PROXY to set', async () => {
    // A second instance on the same database, told to trust no proxy, behind one on loopback.
    const port = await freePort()
    const distrusting = await startTestServer({
      name: `test-doctor-${port}`,
      port,
      databaseURL,
      env: { PAYLOAD_SECRET: secret, BACKUP_DIR: backupDir, TRUST_PROXY: 'false' },
    })
    try {
      for (let visitor = 1; visitor <= 6; visitor += 1)
        await http(`${distrusting.baseURL}/api/health`, {
          headers: { 'X-Forwarded-For': `203.0.113.${visitor}` },
        })
      const { code, output } = await doctor({
        PORT: String(port),
        SITE_URL: distrusting.baseURL,
        MEDIA_DIR: distrusting.mediaDir,
      })
      expect(failedChecks(output), output).toEqual(['Proxy settings'])
      expect(lineOf(output, 'Proxy settings')).toContain('X-Forwarded-For, which is ignored')
      expect(lineOf(output, 'Proxy settings')).toContain('set TRUST_PROXY=127.0.0.1')
      expect(code).toBe(1)
    } finally {
      await distrusting.stop()
    }
  })
}, 180_000)
