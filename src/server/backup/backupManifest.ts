import { RATE_LIMIT_TABLE } from '../../platform/db/postgresRateLimitStore'

/** Identifies the archive format; bump `version` when the layout changes. */
export const BACKUP_FORMAT = 'devfolio-backup'
export const BACKUP_VERSION = 1

/** What `manifest.json` (the archive's first entry) records. */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  /** Migrations applied to the source database: a restore target must know all of them. */
  migrations: string[]
  /** Every table of the schema, with its row count and columns, in dump order. */
  tables: { name: string; rows: number; columns: string[] }[]
  /** Files under `media/` in the archive, and their total size. */
  media: { files: number; bytes: number }
}

/** Archive paths: `manifest.json`, `db/<table>.jsonl`, `media/<file>`. */
export const MANIFEST_ENTRY = 'manifest.json'
export const tableEntry = (table: string) => `db/${table}.jsonl`
export const MEDIA_PREFIX = 'media/'

/** Payload's bookkeeping of applied migrations: rebuilt by migrating the target, never copied. */
export const MIGRATIONS_TABLE = 'payload_migrations'

/**
 * Short-lived counters (the login and inquiry limits), passkey challenges (five minutes) and the
 * audience's daily secrets (which must be gone with their day: ADR 0034): never backed up, never
 * counted as content. The audience's events and daily figures are backed up like content.
 */
export const TRANSIENT_TABLES: readonly string[] = [
  RATE_LIMIT_TABLE,
  'passkey_challenges',
  'audience_salts',
]
