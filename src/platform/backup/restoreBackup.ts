import { createReadStream } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { createGunzip } from 'node:zlib'

import pg from 'pg'

import {
  BACKUP_FORMAT,
  type BackupManifest,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  MIGRATIONS_TABLE,
  TRANSIENT_TABLES,
} from './backupManifest'
import type { MediaStore } from './mediaStore'
import { readTar } from './tarArchive'

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

export const notEmptyMessage = (rows: number) =>
  `The database is not empty (${rows} rows). Restore into an empty database, or pass --force to replace its content.`

const BATCH = 500

export type RestoreSummary = {
  tables: number
  rows: number
  mediaFiles: number
  skippedTables: string[]
}

/** Lets a restore refuse a non-empty target before it does any work. */
export const contentRowCount = async (databaseUrl: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables
       WHERE schemaname = current_schema() AND NOT (tablename = ANY($1))`,
      [[MIGRATIONS_TABLE, ...TRANSIENT_TABLES]],
    )
    let total = 0
    for (const { name } of tables) {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM ${quote(name)}`)
      total += Number(rows[0]!.count)
    }
    return total
  } finally {
    await client.end().catch(() => {})
  }
}

const foreignKeySafeOrder = async (client: pg.Client, tables: string[]): Promise<string[]> => {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
     FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
     WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  )
  const unquote = (name: string) => name.replace(/^"|"$/g, '').replace(/""/g, '"')
  const parents = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]))
  for (const { child, parent } of rows) {
    const from = unquote(child)
    const to = unquote(parent)
    if (from !== to && parents.has(from) && parents.has(to)) parents.get(from)!.add(to)
  }
  const ordered: string[] = []
  const done = new Set<string>()
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !done.has(table) && [...parents.get(table)!].every((p) => done.has(p)),
    )
    // A cycle: take the rest as they are (the caller defers or disables the checks).
    const batch = ready.length ? ready : tables.filter((table) => !done.has(table))
    for (const table of batch) {
      ordered.push(table)
      done.add(table)
    }
  }
  return ordered
}

const resetSequences = async (client: pg.Client, tables: string[]) => {
  for (const table of tables) {
    const { rows } = await client.query<{ column_name: string; sequence: string | null }>(
      `SELECT column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
       FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    )
    for (const { column_name: column, sequence } of rows) {
      if (!sequence) continue
      await client.query(
        `SELECT setval($1::regclass, COALESCE((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
        [sequence],
      )
    }
  }
}

const insideRoot = (root: string, relative: string): string => {
  const target = path.resolve(root, relative)
  if (!target.startsWith(root + path.sep))
    throw new Error(`Refusing media path outside the folder: ${relative}`)
  return target
}

/**
 * Into a migrated database, in one transaction, taking only the columns both sides know (newer
 * columns get their defaults); media files are staged and put in place only after the commit.
 */
export const restoreBackup = async ({
  file,
  databaseUrl,
  media,
  force = false,
  log = () => {},
}: {
  file: string
  databaseUrl: string
  media: MediaStore
  force?: boolean
  log?: (message: string) => void
}): Promise<RestoreSummary> => {
  const entries = readTar(createReadStream(file).pipe(createGunzip()))
  const first = await entries.next()
  if (first.done || first.value.name !== MANIFEST_ENTRY)
    throw new Error(`${file} is not a portfolio backup (no manifest first)`)
  const manifest = JSON.parse(first.value.data.toString('utf8')) as BackupManifest
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${file} is not a portfolio backup (format ${manifest.format})`)

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const summary: RestoreSummary = { tables: 0, rows: 0, mediaFiles: 0, skippedTables: [] }
  const staging = path.resolve(media.stagingDir)
  const staged: string[] = []
  try {
    const { rows: applied } = await client.query<{ name: string }>(
      `SELECT name FROM ${quote(MIGRATIONS_TABLE)}`,
    )
    const known = new Set(applied.map((row) => row.name))
    const missing = manifest.migrations.filter((name) => !known.has(name))
    if (missing.length) {
      throw new Error(
        `The backup needs migrations this database does not have (${missing.join(', ')}): update the code first.`,
      )
    }
    const { rows: tableRows } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`,
    )
    const targetTables = tableRows
      .map((row) => row.name)
      .filter((name) => name !== MIGRATIONS_TABLE && !TRANSIENT_TABLES.includes(name))

    await client.query('BEGIN')
    let occupied = 0
    for (const table of targetTables) {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM ${quote(table)}`)
      occupied += Number(rows[0]!.count)
    }
    if (occupied > 0) {
      if (!force) throw new Error(notEmptyMessage(occupied))
      log(`Emptying ${targetTables.length} tables (${occupied} rows) first (--force)`)
      await client.query(`TRUNCATE ${targetTables.map(quote).join(', ')} RESTART IDENTITY CASCADE`)
    }

    // Table files come in manifest order; keep them until the FK-safe order is known.
    const tableData = new Map<string, Buffer>()
    for await (const entry of entries) {
      if (entry.name.startsWith('db/') && entry.name.endsWith('.jsonl'))
        tableData.set(entry.name.slice(3, -6), entry.data)
      else if (entry.name.startsWith(MEDIA_PREFIX)) {
        const relative = entry.name.slice(MEDIA_PREFIX.length)
        const target = insideRoot(staging, relative)
        await mkdir(path.dirname(target), { recursive: true })
        await writeFile(target, entry.data)
        staged.push(relative)
      }
    }

    const restorable = manifest.tables
      .map((table) => table.name)
      .filter((name) => name !== MIGRATIONS_TABLE)
    summary.skippedTables = restorable.filter((name) => !targetTables.includes(name))
    const order = await foreignKeySafeOrder(
      client,
      restorable.filter((name) => targetTables.includes(name)),
    )
    for (const table of order) {
      const { rows: columnRows } = await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [table],
      )
      const targetColumns = new Set(columnRows.map((row) => row.column_name))
      const columns = (manifest.tables.find((entry) => entry.name === table)?.columns ?? []).filter(
        (c) => targetColumns.has(c),
      )
      const lines = (tableData.get(table)?.toString('utf8') ?? '').split('\n').filter(Boolean)
      const columnList = columns.map(quote).join(', ')
      for (let start = 0; start < lines.length; start += BATCH) {
        const batch = `[${lines.slice(start, start + BATCH).join(',')}]`
        await client.query(
          `INSERT INTO ${quote(table)} (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`,
          [batch],
        )
      }
      summary.tables += 1
      summary.rows += lines.length
    }
    await resetSequences(client, order)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    await media.cleanUp()
    throw error
  } finally {
    await client.end().catch(() => {})
  }

  for (const relative of staged) {
    await media.put(relative, insideRoot(staging, relative))
    summary.mediaFiles += 1
  }
  await media.cleanUp()
  log(
    `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.mediaFiles} media files`,
  )
  return summary
}
