/**
 * `npm run restore -- <backup.tar.gz> [--force] [--at-backup-schema]`: brings a backup back. The
 * database is migrated to the current schema first (a brand-new embedded one is created when
 * none exists), must be empty unless `--force` (which replaces its content), and receives every
 * table in one transaction; then the media files are put back (into the media folder, or the S3
 * bucket when S3_* is set). Stop the server first.
 *
 * A database a newer build upgraded (a rollback) is rebuilt at this build's schema under
 * `--force`, after a backup of what it holds. `--at-backup-schema` migrates only to the backup's
 * own migrations: the database as the build that made it left it (the upgrade test's start).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Pool } from 'pg'

import { ensureSecret } from '../boot/ensureSecret'
import { appliedMigrations } from '../boot/checkSchemaBeforeMigrating'
import { initPayload } from '../boot/initPayload'
import { DATA_DIR } from '../../paths'
import { createBackup } from '../../platform/backup/createBackup'
import { mediaStore } from '../../platform/backup/mediaStore'
import {
  contentRowCount,
  dropSchemaObjects,
  notEmptyMessage,
  readBackupManifest,
  restoreBackup,
} from '../../platform/backup/restoreBackup'
import { migrations } from '../../cms/migrations'
import { env, projectPath, runtime } from '../../platform/config/env'
import { runWithDatabase } from './runWithDatabase'

const args = process.argv.slice(2)
const force = args.includes('--force')
const atBackupSchema = args.includes('--at-backup-schema')
const file = args.find((arg) => !arg.startsWith('--'))
if (!file || !existsSync(file)) {
  console.error(
    file
      ? `No such file: ${file}`
      : 'Usage: npm run restore -- <backup.tar.gz> [--force] [--at-backup-schema]',
  )
  process.exit(2)
}

const started = Date.now()
await runWithDatabase('Restore failed', async () => {
  const databaseUrl = runtime.databaseUrl()
  const manifest = await readBackupManifest(path.resolve(file))
  const known = new Set(migrations.map((m) => m.name))
  const newer = manifest.migrations.filter((name) => !known.has(name))
  if (newer.length)
    throw new Error(
      `The backup was made by a newer build (migration ${newer.join(', ')} is unknown to this one): restore it with that build`,
    )
  // Refuse a database with content before loading Payload (seconds) for nothing.
  const occupied = await contentRowCount(databaseUrl)
  if (occupied > 0 && !force) throw new Error(notEmptyMessage(occupied))
  const unknown = (await appliedMigrations(databaseUrl)).filter((name) => !known.has(name))
  if (unknown.length) {
    // Rolling back: what the newer build wrote is kept in a backup, then its schema goes.
    if (occupied > 0) {
      const { file: kept } = await createBackup({
        databaseUrl,
        media: mediaStore(),
        outDir: projectPath(env.BACKUP_DIR),
        label: 'before-restore',
      })
      console.log(`The newer build's content is kept in ${kept}`)
    }
    console.log(`Rebuilding the schema of this build (the database has ${unknown.join(', ')})`)
    await dropSchemaObjects(databaseUrl)
  }
  ensureSecret(DATA_DIR)
  // Loading Payload applies the committed migrations: the schema the backup is poured into.
  const payload = await initPayload(atBackupSchema ? { migrateTo: manifest.migrations } : {})
  const { pool } = payload.db as unknown as { pool: Pool }
  pool.on('error', () => {})
  await payload.destroy()
  const summary = await restoreBackup({
    file: path.resolve(file),
    databaseUrl,
    media: mediaStore(),
    force,
    log: (message) => console.log(message),
  })
  if (summary.skippedTables.length)
    console.warn(`Tables this version no longer has, skipped: ${summary.skippedTables.join(', ')}`)
  console.log(`Restore finished in ${Date.now() - started} ms`)
})
