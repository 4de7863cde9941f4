/**
 * `npm run backup [-- <folder>]`: writes `backups/backup-<UTC time>.tar.gz` (or into <folder>,
 * or `BACKUP_DIR`) with a consistent dump of every table and a copy of every upload (from the media folder, or
 * from the S3 bucket when S3_* is set).
 * Works beside a running server (its embedded database is shared) or against DATABASE_URL.
 */
import path from 'node:path'

import { createBackup } from '../../platform/backup/createBackup'
import { mediaStore } from '../../platform/backup/mediaStore'
import { env, projectPath, runtime } from '../../platform/config/env'
import { runWithDatabase } from './runWithDatabase'

const outDir = path.resolve(process.argv[2] ?? projectPath(env.BACKUP_DIR))
const started = Date.now()
await runWithDatabase('Backup failed', async () => {
  const { file, manifest } = await createBackup({
    databaseUrl: runtime.databaseUrl(),
    media: mediaStore(),
    outDir,
  })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  console.log(
    `Backup written: ${file}\n  ${rows} rows in ${manifest.tables.length} tables, ` +
      `${manifest.media.files} media files (${(manifest.media.bytes / 1024 / 1024).toFixed(1)} MB), ` +
      `${Date.now() - started} ms`,
  )
})
