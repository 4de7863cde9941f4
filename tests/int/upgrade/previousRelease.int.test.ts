/**
 * Issue 47, item 5: this build started on a database the previous release made and filled
 * (tests/fixtures/previous-release, made by scripts/make-previous-release-fixture.ts with that
 * release's own code), as an operator upgrades; a build older than its database refuses to
 * start; a start that migrates a database with content backs it up first; the rollback of
 * docs/operations.md#upgrading-and-rolling-back.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { migrations } from '../../../src/cms/migrations'
import { PROJECT_ROOT } from '../../../src/paths'
import { newerSchemaMessage } from '../../../src/server/boot/checkSchemaBeforeMigrating'
import { listMediaFiles } from '../../../src/platform/backup/mediaFiles'
import { readBackupManifest } from '../../../src/platform/backup/restoreBackup'
import { freePort } from '../../helpers/freePort'
import { SERVER_ENTRY, serverProcessEnv } from '../../helpers/serverProcess'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { ownDatabase } from '../fileDatabase'

const FIXTURE = path.join(PROJECT_ROOT, 'tests', 'fixtures', 'previous-release')
const ARCHIVE = path.join(FIXTURE, 'backup.tar.gz')
const written = JSON.parse(readFileSync(path.join(FIXTURE, 'written.json'), 'utf8'))
const ALL = migrations.map((m) => m.name)
const FROM_A_NEWER_BUILD = '20991231_000000_from_a_newer_build'

const scratch = mkdtempSync(path.join(tmpdir(), 'portfolio-upgrade-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Runs Node in the project (a command or the server), as npm would, and collects its output. */
const node = (
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, env })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })

/** A site's places: its database, media folder and backup folder. */
type Site = { databaseURL: string; mediaDir: string; backupDir: string }
const newSite = async (name: string, empty = true): Promise<Site> => ({
  databaseURL: (await ownDatabase({ prefix: 'upgrade', empty })).url,
  mediaDir: mkdtempSync(path.join(scratch, `${name}-media-`)),
  backupDir: path.join(scratch, `${name}-backups`),
})
const siteEnv = (site: Site) => ({
  DATABASE_URL: site.databaseURL,
  PORTFOLIO_EMBEDDED_DB: '1',
  MEDIA_DIR: site.mediaDir,
  BACKUP_DIR: site.backupDir,
})

/** `npm run restore -- <args>` on the site. */
const restore = (site: Site, args: string[]) =>
  node(['--import', 'tsx', 'src/server/commands/runRestore.ts', ...args], {
    ...process.env,
    NODE_OPTIONS: '--no-deprecation',
    ...siteEnv(site),
  })

/** The production server on the site, until it exits (a refused start). */
const startRefused = async (site: Site) => {
  const port = await freePort()
  return node(
    [SERVER_ENTRY],
    serverProcessEnv({
      port,
      dataDir: path.join(PROJECT_ROOT, '.data', `test-refused-${port}`),
      env: siteEnv(site),
    }),
  )
}

const startOn = async (site: Site): Promise<TestServer> => {
  const port = await freePort()
  return startTestServer({
    name: `test-upgrade-${port}`,
    port,
    databaseURL: site.databaseURL,
    env: { MEDIA_DIR: site.mediaDir, BACKUP_DIR: site.backupDir },
    captureOutput: true,
  })
}

const query = async <T extends pg.QueryResultRow>(
  site: Site,
  sql: string,
  values: unknown[] = [],
) => {
  const client = new pg.Client({ connectionString: site.databaseURL })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}
const applied = async (site: Site) =>
  (
    await query<{ name: string }>(
      site,
      'SELECT name FROM payload_migrations WHERE batch <> -1 ORDER BY id',
    )
  ).map((row) => row.name)

const backupsIn = (dir: string): string[] => {
  try {
    return readdirSync(dir).filter((file) => file.endsWith('.tar.gz'))
  } catch {
    return []
  }
}

const getJson = async (server: TestServer, url: string, token?: string) => {
  const res = await fetch(`${server.baseURL}${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  return { status: res.status, json: (await res.json().catch(() => null)) as any }
}

// Each step starts a server, a scratch PostgreSQL or an `npm run restore` (tsx compiles it): on
// a busy two-core machine one took 60 s, so every step gets three minutes.
const STEP_MS = 180_000

describe('upgrading a database the previous release made', { timeout: STEP_MS }, () => {
  let site: Site
  let server: TestServer | undefined
  let preUpgradeBackup: string | undefined
  afterAll(() => server?.stop())

  it('loads the fixture as the previous release left it: its migrations, its rows', async () => {
    site = await newSite('upgrade')
    const manifest = await readBackupManifest(ARCHIVE)
    const result = await restore(site, [ARCHIVE, '--at-backup-schema'])
    expect(result.code, result.stderr + result.stdout).toBe(0)
    expect(await applied(site)).toEqual(manifest.migrations)
    const [users] = await query<{ count: string }>(site, 'SELECT count(*) FROM users')
    expect(Number(users!.count)).toBe(manifest.tables.find((t) => t.name === 'users')!.rows)
  })

  it('starts this build on it: the pending migrations are applied after a backup', async () => {
    const before = await applied(site)
    const toApply = ALL.filter((name) => !before.includes(name))
    server = await startOn(site)
    expect(await applied(site)).toEqual(ALL)
    const backups = backupsIn(site.backupDir)
    if (toApply.length) {
      expect(backups).toHaveLength(1)
      expect(backups[0]).toMatch(
        new RegExp(`^backup-\\d{8}-\\d{6}Z-before-${toApply[0]}\\.tar\\.gz$`),
      )
      preUpgradeBackup = path.join(site.backupDir, backups[0]!)
      expect(server.output()).toContain(`Backup before migrating written: ${preUpgradeBackup}`)
    } else expect(backups).toEqual([])
  })

  it('keeps the content: every kind written, its translations, drafts still drafts', async () => {
    const profile = await getJson(server!, '/api/personal-info')
    expect(profile.json.data).toMatchObject(written.profile)

    const languages = await getJson(server!, '/api/languages')
    expect(languages.json.data.languages.map((l: { code: string }) => l.code)).toEqual(
      written.languages,
    )

    const project = written.projects.published
    const english = await getJson(server!, `/api/projects/slug/${project.slug}`)
    expect(english.status).toBe(200)
    expect(english.json.data.title).toBe(project.title)
    for (const [locale, fields] of Object.entries<{ title: string; description: string }>(
      project.translations,
    )) {
      const translated = await getJson(
        server!,
        `/api/projects/slug/${project.slug}?locale=${locale}`,
      )
      expect(translated.json.data).toMatchObject({
        title: fields.title,
        description: fields.description,
      })
    }

    const projects = await getJson(server!, '/api/projects?limit=100')
    const titles = projects.json.data.map((p: { title: string }) => p.title)
    expect(titles).toContain(project.title)
    expect(titles).not.toContain(written.projects.draft.title)

    const post = written.posts.published
    const posts = await getJson(server!, '/api/posts?limit=100')
    const postTitles = posts.json.data.map((p: { title: string }) => p.title)
    expect(postTitles).toContain(post.title)
    expect(postTitles).not.toContain(written.posts.scheduled.title)
    const japanese = await getJson(server!, `/api/posts/slug/${post.slug}?locale=ja`)
    expect(japanese.json.data.title).toBe(post.translations.ja.title)
    const [schedule] = await query<{ wait_until: Date; input: any }>(
      site,
      `SELECT wait_until, input FROM payload_jobs WHERE task_slug = 'schedulePublish'`,
    )
    expect(schedule!.wait_until.toISOString()).toBe(written.posts.scheduled.publishAt)
    expect(schedule!.input.doc.value).toBe(written.posts.scheduled.id)

    // The uploaded image, served from the media folder the restore filled.
    const cover = english.json.data.imageMedia
    expect(cover.alt).toBe(written.media.alt)
    const image = await fetch(new URL(cover.url, server!.baseURL))
    expect(image.status).toBe(200)
    expect(
      createHash('sha256')
        .update(Buffer.from(await image.arrayBuffer()))
        .digest('hex'),
    ).toBe(written.media.sha256)
  })

  it('keeps the site and the admin: pages answer with the content, the owner signs in and reads a draft', async () => {
    const home = await fetch(`${server!.baseURL}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain(written.profile.name)
    const page = await fetch(`${server!.baseURL}/projects/${written.projects.published.slug}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(written.projects.published.title)

    const login = await fetch(`${server!.baseURL}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(written.owner),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const draft = await getJson(
      server!,
      `/cms-api/projects/${written.projects.draft.id}?draft=true&depth=0`,
      token,
    )
    expect(draft.status).toBe(200)
    expect(draft.json).toMatchObject({ title: written.projects.draft.title, _status: 'draft' })
    const inquiries = await getJson(server!, '/api/inquiries?limit=100', token)
    expect(inquiries.json.data.map((i: { subject: string }) => i.subject).sort()).toEqual(
      written.inquiries.map((i: { subject: string }) => i.subject).sort(),
    )
  })

  it('restores the backup made before the upgrade at its own schema, row for row', async () => {
    if (!preUpgradeBackup) return // this build has no migration the previous release lacked
    const fixture = await readBackupManifest(ARCHIVE)
    const before = await readBackupManifest(preUpgradeBackup)
    expect(before.migrations).toEqual(fixture.migrations)
    expect(before.tables.map((t) => [t.name, t.rows])).toEqual(
      fixture.tables.map((t) => [t.name, t.rows]),
    )
    const target = await newSite('pre-upgrade')
    const result = await restore(target, [preUpgradeBackup, '--at-backup-schema'])
    expect(result.code, result.stderr + result.stdout).toBe(0)
    expect(await applied(target)).toEqual(fixture.migrations)
    expect(await listMediaFiles(target.mediaDir)).toHaveLength(fixture.media.files)
  })

  it('refuses to run an older build on it: one line, a non-zero exit, nothing changed', async () => {
    await server!.stop()
    server = undefined
    // As if a newer build had migrated it: this build is then the older one.
    await query(site, `INSERT INTO payload_migrations (name, batch) VALUES ($1, 99)`, [
      FROM_A_NEWER_BUILD,
    ])
    const { code, stderr } = await startRefused(site)
    expect(code).toBe(1)
    expect(stderr.trim()).toBe(newerSchemaMessage([FROM_A_NEWER_BUILD]))
    expect(await applied(site)).toEqual([...ALL, FROM_A_NEWER_BUILD])
  })

  it('rolls back as docs/operations.md says: restore --force a backup made before, then start', async () => {
    const backup = preUpgradeBackup ?? ARCHIVE
    const result = await restore(site, [backup, '--force'])
    expect(result.code, result.stderr + result.stdout).toBe(0)
    expect(result.stdout).toContain("The newer build's content is kept in")
    expect(await applied(site)).toEqual(ALL)
    server = await startOn(site)
    const profile = await getJson(server, '/api/personal-info')
    expect(profile.json.data).toMatchObject(written.profile)
  })
})

describe('a start that migrates a database with content', { timeout: STEP_MS }, () => {
  // Changes nothing (its snapshot joins merged branches), so applying it again is safe.
  const last = '20261128_233548_schema_of_merged_branches'
  let site: Site
  let server: TestServer | undefined
  afterAll(() => server?.stop())

  it('stops without migrating, in one line, when the backup before cannot be written', async () => {
    // The sample site, one migration behind.
    site = await newSite('pending', false)
    await query(site, 'DELETE FROM payload_migrations WHERE name = $1', [last])
    writeFileSync(site.backupDir, 'a file where the backup folder should be')
    const { code, stderr } = await startRefused(site)
    expect(code).toBe(1)
    const lines = stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(`^Not migrating: the backup before migration ${last} failed \\(`),
    )
    expect(await applied(site)).not.toContain(last)
    rmSync(site.backupDir)
  })

  it('writes the backup, says where, then migrates and serves', async () => {
    server = await startOn(site)
    const [backup] = backupsIn(site.backupDir)
    expect(backup).toMatch(new RegExp(`-before-${last}\\.tar\\.gz$`))
    expect(server.output()).toContain(
      `Backup before migrating written: ${path.join(site.backupDir, backup!)}`,
    )
    expect(await applied(site)).toContain(last)
    const manifest = await readBackupManifest(path.join(site.backupDir, backup!))
    expect([...manifest.migrations].sort()).toEqual(ALL.filter((name) => name !== last).sort())
    // It restores: the database as it was before the start migrated it.
    const target = await newSite('pending-restored')
    const result = await restore(target, [path.join(site.backupDir, backup!), '--at-backup-schema'])
    expect(result.code, result.stderr + result.stdout).toBe(0)
    expect([...(await applied(target))].sort()).toEqual([...manifest.migrations].sort())
    const [users] = await query<{ count: string }>(target, 'SELECT count(*) FROM users')
    expect(Number(users!.count)).toBe(manifest.tables.find((t) => t.name === 'users')!.rows)
  })
})
