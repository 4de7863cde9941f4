import { getPayload, type Migration, type Payload } from 'payload'
import type { Pool } from 'pg'

import { publishInvalidation } from '../../platform/cache/cacheInvalidationChannel'
import { env } from '../../platform/config/env'
import { guardJobBookkeeping } from '../../platform/db/guardJobBookkeeping'

/**
 * The config is loaded only once DATABASE_URL and PAYLOAD_SECRET are known. Migrations may change
 * data behind the hooks' back, so every instance then drops its whole public cache.
 */
export const initPayload = async (): Promise<Payload> => {
  const { default: config } = await import('../../../payload.config')
  const payload = await getPayload({ config })
  guardJobBookkeeping(payload)
  // An idle client whose server went away (outage, shutdown) must not crash the process:
  // the pool drops it and the next query reconnects.
  const { pool } = payload.db as unknown as { pool: Pool }
  pool.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
  // In production `prodMigrations` already ran them during init.
  if (env.NODE_ENV !== 'production') {
    const { migrations } = await import('../../cms/migrations')
    // Generated migrations type their args precisely; the adapter's list type takes `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  await publishInvalidation(pool, 'everything', (message) => payload.logger.warn(message))
  return payload
}
