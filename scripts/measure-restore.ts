/**
 * `npm run bench:restore [-- --records 10000 --media-mb 1024]`: the recovery time objective,
 * measured. Builds the sample site (`npm run seed`) on a scratch embedded PostgreSQL, backs it
 * up and times `npm run restore` into a fresh database and media folder; then grows the same
 * site to `--records` skills (through SQL, with their translations and versions, as the admin
 * would have stored them) and `--media-mb` of generated images (files and media records), and
 * times the backup and the restore again. Everything lives in `.data/restore-bench/` and is
 * removed at the end (the large site takes about three times `--media-mb` of disk meanwhile).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

import pg from 'pg'
import sharp from 'sharp'

import { DATA_DIR, PROJECT_ROOT } from '../src/paths'
import { startEmbeddedPostgres, type EmbeddedDb } from '../src/platform/db/embeddedPostgres'

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const RECORDS = option('records', 10_000)
const MEDIA_MB = option('media-mb', 1024)
const SECRET = 'restore-measurement-only-0123456789abcdef'

const work = path.join(DATA_DIR, 'restore-bench')
const sourceMedia = path.join(work, 'source-media')
const archives = path.join(work, 'archives')

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** An npm script as an operator runs it; resolves with its wall-clock time in seconds. */
const npmRun = (args: string[], env: Record<string, string>): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn('npm', ['run', '-s', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`npm run ${args[0]} exited ${code}`)),
    )
  })

const sizeOf = (dir: string): { files: number; bytes: number } => {
  let files = 0
  let bytes = 0
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const info = statSync(path.join(dir, String(name)))
    if (info.isFile()) {
      files += 1
      bytes += info.size
    }
  }
  return { files, bytes }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** Backs the source up, then restores into a fresh database and media folder: both timed. */
const measure = async (label: string, source: EmbeddedDb) => {
  rmSync(archives, { recursive: true, force: true })
  const backupSeconds = await npmRun(['backup', '--', archives], {
    DATABASE_URL: source.url,
    MEDIA_DIR: sourceMedia,
    PAYLOAD_SECRET: SECRET,
  })
  const archive = path.join(archives, readdirSync(archives)[0]!)
  const target = await startEmbeddedPostgres({
    dataDir: path.join(work, `${label}-restored-db`),
    port: await freePort(),
    database: 'portfolio',
  })
  const restoredMedia = path.join(work, `${label}-restored-media`)
  try {
    const restoreSeconds = await npmRun(['restore', '--', archive], {
      DATABASE_URL: target.url,
      MEDIA_DIR: restoredMedia,
      PAYLOAD_SECRET: SECRET,
    })
    const media = sizeOf(sourceMedia)
    const client = new pg.Client({ connectionString: source.url })
    await client.connect()
    const { rows } = await client.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM skills) + (SELECT count(*) FROM projects) + (SELECT count(*) FROM posts) + (SELECT count(*) FROM media) AS n',
    )
    await client.end()
    return {
      label,
      records: Number(rows[0]!.n),
      mediaFiles: media.files,
      media: mb(media.bytes),
      archive: mb(statSync(archive).size),
      backupSeconds: backupSeconds.toFixed(1),
      restoreSeconds: restoreSeconds.toFixed(1),
    }
  } finally {
    await target.stop()
    rmSync(restoredMedia, { recursive: true, force: true })
    rmSync(path.join(work, `${label}-restored-db`), { recursive: true, force: true })
  }
}

/** `RECORDS` skills, each with its English texts and its published version, in three statements. */
const addSkills = async (client: pg.Client) => {
  await client.query(
    `INSERT INTO skills (_order, slug, category, level, color, deleted, _status, updated_at, created_at)
     SELECT 'zz' || lpad(g::text, 6, '0'), 'restore-bench-' || g, 'Backend', 60, '#336699', false,
            'published', now(), now()
       FROM generate_series(1, $1::int) g`,
    [RECORDS],
  )
  await client.query(
    `INSERT INTO skills_locales (name, description, _locale, _parent_id)
     SELECT 'Skill ' || slug, 'Generated to measure a restore of a large site.', 'en', id
       FROM skills WHERE slug LIKE 'restore-bench-%'`,
  )
  await client.query(
    `WITH versions AS (
       INSERT INTO _skills_v (parent_id, version__order, version_slug, version_category,
              version_level, version_color, version_deleted, version__status, version_updated_at,
              version_created_at, latest, created_at, updated_at)
       SELECT id, _order, slug, 'Backend', level, color, false, 'published', now(), now(), true,
              now(), now()
         FROM skills WHERE slug LIKE 'restore-bench-%'
       RETURNING id, version_slug)
     INSERT INTO _skills_v_locales (version_name, version_description, _locale, _parent_id)
     SELECT 'Skill ' || version_slug, 'Generated to measure a restore of a large site.', 'en', id
       FROM versions`,
  )
}

/** Photos that do not compress (noise, as a camera's JPEGs barely do), with their media records. */
const addMedia = async (client: pg.Client) => {
  mkdirSync(sourceMedia, { recursive: true })
  const width = 1024
  const height = 512
  let written = 0
  for (let i = 1; written < MEDIA_MB * 1024 * 1024; i++) {
    const filename = `restore-bench-${i}.png`
    const image = await sharp(randomBytes(width * height * 3), {
      raw: { width, height, channels: 3 },
    })
      .png({ compressionLevel: 1 })
      .toFile(path.join(sourceMedia, filename))
    written += image.size
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO media (filename, mime_type, filesize, width, height, url, updated_at, created_at)
       VALUES ($1, 'image/png', $2, $3, $4, $5, now(), now()) RETURNING id`,
      [filename, image.size, width, height, `/cms-api/media/file/${filename}`],
    )
    await client.query(
      `INSERT INTO media_locales (alt, _locale, _parent_id) VALUES ($1, 'en', $2)`,
      [`Generated photo ${i}`, rows[0]!.id],
    )
  }
}

rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })
const source = await startEmbeddedPostgres({
  dataDir: path.join(work, 'source-db'),
  port: await freePort(),
  database: 'portfolio',
})
try {
  await npmRun(['seed'], {
    DATABASE_URL: source.url,
    MEDIA_DIR: sourceMedia,
    PAYLOAD_SECRET: SECRET,
  })
  mkdirSync(sourceMedia, { recursive: true })
  const results = [await measure('sample', source)]

  const client = new pg.Client({ connectionString: source.url })
  await client.connect()
  try {
    await addSkills(client)
    await addMedia(client)
  } finally {
    await client.end()
  }
  results.push(await measure('large', source))
  console.table(results)
} finally {
  await source.stop()
  rmSync(work, { recursive: true, force: true })
}
