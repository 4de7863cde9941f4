/**
 * `npm run restore -- <backup.tar.gz> [--force]`: brings a backup back. The database is
 * migrated to the current schema first (a brand-new embedded one is created when none exists),
 * must be empty unless `--force` (which replaces its content), and receives every table in one
 * transaction; then the media files are put back (into the media folder, or the S3 bucket when
 * S3_* is set). Stop the server first.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Pool } from 'pg'

import { ensureSecret } from '../boot/ensureSecret'
import { initPayload } from '../boot/initPayload'
import { DATA_DIR } from '../../paths'
import { mediaStore } from '../../platform/backup/mediaStore'
import { contentRowCount, notEmptyMessage, restoreBackup } from '../../platform/backup/restoreBackup'
import { runtime } from '../../platform/config/env'
import { runWithDatabase } from './runWithDatabase'

const args = process.argv.slice(2)
const force = args.includes('--force')
const file = args.find((arg) => !arg.startsWith('--'))
if (!file || !existsSync(file)) {
  console.error(
    file ? `No such file: ${file}` : 'Usage: npm run restore -- <backup.tar.gz> [--force]',
  )
  process.exit(2)
}

const started = Date.now()
await runWithDatabase('Restore failed', async () => {
  // Refuse a database with content before loading Payload (seconds) for nothing.
  const occupied = force ? 0 : await contentRowCount(runtime.databaseUrl())
  if (occupied > 0) throw new Error(notEmptyMessage(occupied))
  ensureSecret(DATA_DIR)
  // Loading Payload applies the committed migrations: the schema the backup is poured into.
  const payload = await initPayload()
  const { pool } = payload.db as unknown as { pool: Pool }
  pool.on('error', () => {})
  await payload.destroy()
  const summary = await restoreBackup({
    file: path.resolve(file),
    databaseUrl: runtime.databaseUrl(),
    media: mediaStore(),
    force,
    log: (message) => console.log(message),
  })
  if (summary.skippedTables.length)
    console.warn(`Tables this version no longer has, skipped: ${summary.skippedTables.join(', ')}`)
  console.log(`Restore finished in ${Date.now() - started} ms`)
})
