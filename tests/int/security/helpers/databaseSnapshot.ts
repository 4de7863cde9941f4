import pg from 'pg'

import { TRANSIENT_TABLES } from '../../../../src/platform/backup/backupManifest'

/** One fingerprint per table: row count and an md5 over every row's text, in a stable order. */
export type DatabaseSnapshot = Record<string, { rows: number; md5: string }>

/**
 * Fingerprints every table of the database (content, not just counts), except the short-lived
 * rate-limit counters: every request counts there, refused or not, and backups leave them out.
 */
export const snapshotDatabase = async (databaseURL: string): Promise<DatabaseSnapshot> => {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables
       WHERE schemaname = current_schema() AND NOT (tablename = ANY($1)) ORDER BY tablename`,
      [TRANSIENT_TABLES],
    )
    const snapshot: DatabaseSnapshot = {}
    for (const { name } of tables) {
      const quoted = `"${name.replace(/"/g, '""')}"`
      const { rows } = await client.query<{ rows: string; md5: string }>(
        `SELECT count(*) AS rows, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${quoted} t`,
      )
      snapshot[name] = { rows: Number(rows[0]!.rows), md5: rows[0]!.md5 }
    }
    return snapshot
  } finally {
    await client.end()
  }
}

/** The tables whose fingerprint differs between two snapshots (ignoring the listed ones). */
export const changedTables = (
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
  ignore: string[] = [],
): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => !ignore.includes(name))
    .filter(
      (name) => before[name]?.md5 !== after[name]?.md5 || before[name]?.rows !== after[name]?.rows,
    )

/**
 * The email queue's own tables: a server's queue changes them on its own clock (the requeue
 * sweep is scheduled every 5 minutes), whatever the requests do. A request's effect on the queue
 * shows in the inquiries, which are compared whole once the queue has settled
 * (`untilJobsDone`).
 */
export const QUEUE_TABLES = ['payload_jobs', 'payload_jobs_log', 'payload_jobs_stats']
