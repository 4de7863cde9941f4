import { getPayload, type Migration, type Payload } from 'payload'
import type { Pool } from 'pg'

import { publishInvalidation } from '../../platform/cache/cacheInvalidationChannel'
import { env, runtime } from '../../platform/config/env'
import { guardJobBookkeeping } from '../../platform/db/guardJobBookkeeping'
import { checkSchemaBeforeMigrating, SchemaRefusal } from './checkSchemaBeforeMigrating'

/**
 * The config is loaded only once DATABASE_URL and PAYLOAD_SECRET are known. Migrations may change
 * data behind the hooks' back, so every instance then drops its whole public cache. A schema this
 * build does not know throws `SchemaRefusal`, as does a failed backup before pending migrations.
 * `migrateTo` applies only the named migrations (a restore at a backup's own schema); production
 * applies them all during init, so it refuses that option there.
 */
export const initPayload = async ({
  migrateTo,
}: { migrateTo?: readonly string[] } = {}): Promise<Payload> => {
  const { migrations } = await import('../../cms/migrations')
  if (migrateTo && env.NODE_ENV === 'production')
    throw new SchemaRefusal('Migrating to a chosen schema needs NODE_ENV other than production')
  const wanted = migrateTo ? migrations.filter((m) => migrateTo.includes(m.name)) : migrations
  await checkSchemaBeforeMigrating({
    databaseUrl: runtime.databaseUrl(),
    migrations: wanted.map((m) => m.name),
  })
  const { default: config } = await import('../../../payload.config')
  const payload = await getPayload({ config })
  guardJobBookkeeping(payload)
  // An idle client whose server went away (outage, shutdown) must not crash the process:
  // the pool drops it and the next query reconnects.
  const { pool } = payload.db as unknown as { pool: Pool }
  pool.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
  // In production `prodMigrations` already ran them during init.
  if (env.NODE_ENV !== 'production') {
    // Generated migrations type their args precisely; the adapter's list type takes `unknown`.
    await payload.db.migrate({ migrations: wanted as unknown as Migration[] })
  }
  await publishInvalidation(pool, 'everything', (message) => payload.logger.warn(message))
  return payload
}
