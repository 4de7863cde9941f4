import { env, projectPath, runtime } from '../config/env'
import { startEmbeddedPostgres } from './embeddedPostgres'

/**
 * Provides the database URL before the Payload config is evaluated: an external database when
 * DATABASE_URL is given, otherwise a real PostgreSQL started from the embedded binaries.
 * Returns how to stop what was started (nothing for an external database).
 */
export const startDatabase = async (): Promise<() => Promise<void>> => {
  if (env.DATABASE_URL) return async () => {}
  const db = await startEmbeddedPostgres({
    dataDir: projectPath(env.EMBEDDED_DB_DIR),
    port: env.EMBEDDED_DB_PORT,
    database: env.EMBEDDED_DB_NAME,
    log: env.EMBEDDED_DB_LOG ? (line) => process.stderr.write(line) : undefined,
  })
  runtime.setDatabaseUrl(db.url)
  return db.stop
}
