import { createWriteStream } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { PassThrough } from 'node:stream'
import { createGzip } from 'node:zlib'

import pg from 'pg'

import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  MIGRATIONS_TABLE,
  TRANSIENT_TABLES,
  tableEntry,
} from './backupManifest'
import type { MediaStore } from './mediaStore'
import { backupFileName } from './backupNames'
import { createTarWriter } from './tarArchive'

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

/** Through a cursor, so a large table never sits in memory whole. */
const BATCH = 1_000

/** One REPEATABLE READ transaction: a consistent snapshot while the server keeps writing. */
export const createBackup = async ({
  databaseUrl,
  media,
  outDir,
  now = new Date(),
  scheduled = false,
}: {
  databaseUrl: string
  media: MediaStore
  outDir: string
  now?: Date
  /** Named as the schedule's, which only the schedule's retention ever deletes. */
  scheduled?: boolean
}): Promise<{ file: string; manifest: BackupManifest }> => {
  await mkdir(outDir, { recursive: true })
  const file = path.join(outDir, backupFileName(now, scheduled))
  const partial = `${file}.partial`
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const tarStream = new PassThrough()
  const written = pipeline(
    tarStream,
    createGzip({ level: 6 }),
    createWriteStream(partial, { mode: 0o600 }),
  )
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows: tableRows } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables
       WHERE schemaname = current_schema() AND NOT (tablename = ANY($1)) ORDER BY tablename`,
      [TRANSIENT_TABLES],
    )
    const tables: BackupManifest['tables'] = []
    for (const { name } of tableRows) {
      const { rows: columnRows } = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [name],
      )
      const { rows: countRows } = await client.query<{ count: string }>(
        `SELECT count(*) FROM ${quote(name)}`,
      )
      tables.push({
        name,
        rows: Number(countRows[0]!.count),
        columns: columnRows.map((row) => row.column_name),
      })
    }
    const { rows: migrationRows } = await client.query<{ name: string }>(
      `SELECT name FROM ${quote(MIGRATIONS_TABLE)} WHERE batch <> -1 ORDER BY id`,
    )
    const mediaFiles = await media.list()
    const mediaBytes = mediaFiles.reduce((sum, file) => sum + file.size, 0)

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      migrations: migrationRows.map((row) => row.name),
      tables,
      media: { files: mediaFiles.length, bytes: mediaBytes },
    }
    const tar = createTarWriter(tarStream)
    await tar.addFile(MANIFEST_ENTRY, JSON.stringify(manifest, null, 2) + '\n', now.getTime())

    for (const { name } of tables) {
      const lines: string[] = []
      await client.query(
        `DECLARE dump_cursor NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS line FROM ${quote(name)} t`,
      )
      for (;;) {
        const { rows } = await client.query<{ line: string }>(`FETCH ${BATCH} FROM dump_cursor`)
        for (const row of rows) lines.push(row.line)
        if (rows.length < BATCH) break
      }
      await client.query('CLOSE dump_cursor')
      await tar.addFile(
        tableEntry(name),
        lines.length ? lines.join('\n') + '\n' : '',
        now.getTime(),
      )
    }
    await client.query('COMMIT')

    for (const file of mediaFiles)
      await tar.addFile(MEDIA_PREFIX + file.path, await media.read(file.path), file.modified)
    await tar.finish()
    tarStream.end()
    await written
    await rename(partial, file)
    return { file, manifest }
  } catch (error) {
    tarStream.destroy()
    await written.catch(() => {})
    await rm(partial, { force: true })
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}
