import path from 'node:path'

import { startEmbeddedPostgres } from '../db/embeddedPostgres'
import { DATA_DIR } from '../paths'

/** Default embedded port: deliberately not 5432, so a system PostgreSQL is never disturbed. */
export const DEFAULT_EMBEDDED_DB_PORT = 54329

/**
 * Provides `DATABASE_URL` before the Payload config is evaluated: an external database when one
 * is given, otherwise a real PostgreSQL started from the embedded binaries.
 * Returns how to stop what was started (nothing for an external database).
 */
export const startDatabase = async (): Promise<() => Promise<void>> => {
  if (process.env.DATABASE_URL) return async () => {}
  const db = await startEmbeddedPostgres({
    dataDir: process.env.EMBEDDED_DB_DIR ?? path.join(DATA_DIR, 'postgres'),
    port: Number(process.env.EMBEDDED_DB_PORT ?? DEFAULT_EMBEDDED_DB_PORT),
    database: process.env.EMBEDDED_DB_NAME ?? 'portfolio',
    log: process.env.EMBEDDED_DB_LOG === '1' ? (line) => process.stderr.write(line) : undefined,
  })
  process.env.DATABASE_URL = db.url
  process.env.PORTFOLIO_EMBEDDED_DB = '1'
  return db.stop
}
