import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { contents, counts, folderChecksum } from './helpers/backupComparison'
import { npmRun } from '../../helpers/npmRun'
import { snapshotDatabase } from './helpers/databaseSnapshot'
import { jsonRequest, rawRequest } from './helpers/rawRequest'

describe('backup → wipe → restore', () => {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'portfolio-backup-test-'))
  let server: TestServer | undefined
  let name: string

  afterAll(async () => {
    await server?.stop()
    rmSync(backupDir, { recursive: true, force: true })
    if (name) rmSync(path.join(PROJECT_ROOT, '.data', name), { recursive: true, force: true })
  })

  it(
    'brings back every record and every media file into an empty database',
    { timeout: 240_000 },
    async () => {
      const phases: string[] = []
      let mark = performance.now()
      const phase = (label: string) => {
        phases.push(`${label} ${Math.round(performance.now() - mark)} ms`)
        mark = performance.now()
      }
      const port = await freePort()
      const dbPort = await freePort()
      name = `test-backup-${port}`
      const dataDir = path.join(PROJECT_ROOT, '.data', name)
      const env = {
        EMBEDDED_DB_DIR: path.join(dataDir, 'postgres'),
        EMBEDDED_DB_PORT: String(dbPort),
        MEDIA_DIR: path.join(dataDir, 'media'),
      }
      server = await startTestServer({ name, port, dbPort })
      phase('server')

      // Content beyond the seed: two uploads (with their resized variants) and a project using one.
      const token = (
        await jsonRequest(server.baseURL, 'POST', '/api/auth/login', { body: TEST_ADMIN })
      ).json.data.token as string
      const mediaIds: number[] = []
      for (const [file, color] of [
        ['backup-one.png', '#cc3366'],
        ['backup-two.jpg', '#33cc66'],
      ] as const) {
        const picture = sharp({
          create: { width: 900, height: 500, channels: 3, background: color },
        })
        const image = await picture[file.endsWith('png') ? 'png' : 'jpeg']().toBuffer()
        const form = new FormData()
        form.append(
          'file',
          new Blob([new Uint8Array(image)], {
            type: file.endsWith('png') ? 'image/png' : 'image/jpeg',
          }),
          file,
        )
        form.append('_payload', JSON.stringify({ alt: `Backup test ${file}` }))
        const res = await fetch(`${server.baseURL}/cms-api/media`, {
          method: 'POST',
          headers: { authorization: `JWT ${token}` },
          body: form,
        })
        expect(res.status).toBe(201)
        mediaIds.push(((await res.json()) as any).doc.id)
      }
      const project = await jsonRequest(server.baseURL, 'POST', '/api/projects', {
        token,
        body: {
          title: 'Backed-up project',
          description: 'Must survive a restore.',
          slug: 'backed-up-project',
          coverImage: mediaIds[0],
          gallery: [{ media: mediaIds[1] }, '💾'],
          technologies: ['PostgreSQL'],
        },
      })
      expect(project.status, project.text).toBe(201)
      // Audience figures are backed up too: a past day's figures and a raw event of today (the
      // day's secret salt is not: backupManifest's TRANSIENT_TABLES).
      const db = new pg.Client({ connectionString: server.databaseURL })
      await db.connect()
      await db.query(
        `INSERT INTO audience_daily (day, dimension, key, visitors, count)
         VALUES (current_date - 10, 'total', '', 3, 7), (current_date - 10, 'page', '/', 3, 7);
         INSERT INTO audience_events (day, at, type, path, visitor)
         VALUES (current_date, now(), 'pageview', '/backed-up', 42)`,
      )
      await db.end()

      // Backup beside the running server (its embedded database is shared, not restarted).
      const before = await snapshotDatabase(server.databaseURL)
      const media = folderChecksum(env.MEDIA_DIR)
      expect(media.files).toBeGreaterThan(2) // the originals and their resized variants
      const backup = await npmRun(['backup', '--', backupDir], env)
      expect(backup.code, backup.output).toBe(0)
      const archive = readdirSync(backupDir).find((file) =>
        /^backup-\d{8}-\d{6}Z\.tar\.gz$/.test(file),
      )
      expect(archive, backup.output).toBeDefined()
      expect((await rawRequest(server.baseURL, { path: '/api/health' })).status).toBe(200)
      phase('backup')

      // Wipe: stop the server and delete its database cluster and media folder.
      await server.stop()
      server = undefined
      rmSync(dataDir, { recursive: true, force: true })

      // Restore into a brand-new (empty, freshly migrated) embedded database.
      const restore = await npmRun(['restore', '--', path.join(backupDir, archive!)], env)
      expect(restore.code, restore.output).toBe(0)
      expect(folderChecksum(env.MEDIA_DIR)).toEqual(media)
      phase('wipe + restore')

      server = await startTestServer({ name, port, dbPort, fresh: false })
      phase('restart')
      const after = await snapshotDatabase(server.databaseURL)
      expect(counts(after)).toMatchObject({ audience_daily: 2, audience_events: 1 })
      expect(counts(after)).toEqual(counts(before))
      expect(contents(after)).toEqual(contents(before))

      // The restored site works: old login, the project, and the uploaded file byte for byte.
      const again = await jsonRequest(server.baseURL, 'POST', '/api/auth/login', {
        body: TEST_ADMIN,
      })
      expect(again.status).toBe(200)
      expect(
        (await rawRequest(server.baseURL, { path: '/api/projects/slug/backed-up-project' })).status,
      ).toBe(200)
      const doc = (await rawRequest(server.baseURL, { path: `/cms-api/media/${mediaIds[1]}` })).json
      const file = await fetch(`${server.baseURL}/cms-api/media/file/${doc.filename}`)
      expect(file.status).toBe(200)
      expect(
        createHash('sha256')
          .update(Buffer.from(await file.arrayBuffer()))
          .digest('hex'),
      ).toBe(
        createHash('sha256')
          .update(readFileSync(path.join(env.MEDIA_DIR, doc.filename)))
          .digest('hex'),
      )
      // New records get fresh ids (sequences moved past the restored ones).
      const next = await jsonRequest(server.baseURL, 'POST', '/api/projects', {
        token: again.json.data.token,
        body: { title: 'After restore', description: 'x', slug: 'after-restore' },
      })
      expect(next.status, next.text).toBe(201)

      // A second restore into this (now non-empty) database is refused without --force.
      const refused = await npmRun(['restore', '--', path.join(backupDir, archive!)], env)
      expect(refused.code).toBe(1)
      expect(refused.output).toMatch(/not empty/)
      phase('refused restore')
      console.info(
        `backup → restore: ${Object.values(counts(before)).reduce((a, b) => a + b, 0)} rows, ${media.files} media files ` +
          `(sha256 ${media.sha256.slice(0, 12)}…) identical; ${phases.join(', ')}`,
      )
    },
  )
})
