import pg from 'pg'

import { env, projectPath } from '../../platform/config/env'
import { outageLogger } from '../../platform/logging/outageLogger'
import { MIGRATIONS_TABLE } from '../../platform/backup/backupManifest'
import { createBackup } from '../../platform/backup/createBackup'
import { mediaStore } from '../../platform/backup/mediaStore'
import { contentRowCount } from '../../platform/backup/restoreBackup'

/** A start that must not go on; its message is the one line the operator reads. */
export class SchemaRefusal extends Error {}

const UPGRADE_DOCS = 'docs/operations.md#upgrading-and-rolling-back'

export const newerSchemaMessage = (unknown: string[]): string =>
  `This database was upgraded by a newer build (migration ${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} unknown to this one): run that build, or restore a backup made before the upgrade (${UPGRADE_DOCS})`

/** Names recorded as applied, oldest first; none on a brand-new database. Dev push's marker (batch -1) is no migration. */
export const appliedMigrations = async (databaseUrl: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows: table } = await client.query<{ found: string | null }>(
      'SELECT to_regclass($1) AS found',
      [MIGRATIONS_TABLE],
    )
    if (!table[0]?.found) return []
    const { rows } = await client.query<{ name: string }>(
      `SELECT name FROM "${MIGRATIONS_TABLE}" WHERE batch <> -1 ORDER BY id`,
    )
    return rows.map((row) => row.name)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Before this build migrates the database: refuses a schema it does not know (a newer build's),
 * and, when migrations are pending on a database that holds content, writes a backup first
 * (`backup-<time>-before-<migration>.tar.gz` in BACKUP_DIR). A failed backup stops the start.
 */
export const checkSchemaBeforeMigrating = async ({
  databaseUrl,
  migrations,
}: {
  databaseUrl: string
  /** This build's migrations, in order. */
  migrations: string[]
}): Promise<void> => {
  const applied = await appliedMigrations(databaseUrl)
  const known = new Set(migrations)
  const unknown = applied.filter((name) => !known.has(name))
  if (unknown.length) throw new SchemaRefusal(newerSchemaMessage(unknown))
  const done = new Set(applied)
  const pending = migrations.filter((name) => !done.has(name))
  // A brand-new database has nothing to lose; its first start migrates it straight away.
  if (!pending.length || (await contentRowCount(databaseUrl)) === 0) return
  const logger = outageLogger()
  const first = pending[0]!
  logger.info(`${pending.length} migration(s) to apply, from ${first}: backing up first`)
  try {
    const { file } = await createBackup({
      databaseUrl,
      media: mediaStore(),
      outDir: projectPath(env.BACKUP_DIR),
      label: `before-${first}`,
    })
    logger.info(`Backup before migrating written: ${file}`)
  } catch (error) {
    throw new SchemaRefusal(
      `Not migrating: the backup before migration ${first} failed (${error instanceof Error ? error.message : String(error)}); fix it (BACKUP_DIR, disk space) and start again`,
    )
  }
}
