import { RATE_LIMIT_TABLE } from '../db/postgresRateLimitStore'

/** Bump `version` when the layout changes. */
export const BACKUP_FORMAT = 'devfolio-backup'
export const BACKUP_VERSION = 1

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  /** A restore target must know all of them. */
  migrations: string[]
  tables: { name: string; rows: number; columns: string[] }[]
  media: { files: number; bytes: number }
}

/** Archive paths: `manifest.json`, `db/<table>.jsonl`, `media/<file>`. */
export const MANIFEST_ENTRY = 'manifest.json'
export const tableEntry = (table: string) => `db/${table}.jsonl`
export const MEDIA_PREFIX = 'media/'

/** Rebuilt by migrating the target, never copied. */
export const MIGRATIONS_TABLE = 'payload_migrations'

/**
 * Never backed up; the audience's daily secrets must be gone with their day (ADR 0034). The
 * schedule's own bookkeeping (`backup_runs`) would come back saying its backup is still running.
 */
export const TRANSIENT_TABLES: readonly string[] = [
  RATE_LIMIT_TABLE,
  'passkey_challenges',
  'audience_salts',
  'backup_runs',
]
