import { getPayload, type Migration, type Payload } from 'payload'
import type { Pool } from 'pg'

import { publishInvalidation } from '../../platform/cache/cacheInvalidationChannel'
import { env } from '../../platform/config/env'
import { guardJobBookkeeping } from '../../platform/db/guardJobBookkeeping'

/**
 * Loads the Payload config (only now, once DATABASE_URL and PAYLOAD_SECRET are known) and
 * initialises the one Payload instance of the process; Next's admin routes reuse it through
 * Payload's global cache. Committed migrations are applied here in every mode; as they may have
 * changed data behind the hooks' back, every running instance is then told to drop its whole
 * public cache (a start is rare, a refill cheap, and this covers seeds and restores too).
 */
export const initPayload = async (): Promise<Payload> => {
  const { default: config } = await import('../../../payload.config')
  const payload = await getPayload({ config })
  guardJobBookkeeping(payload)
  // An idle client whose server went away (outage, shutdown) must not crash the process:
  // the pool drops it and the next query reconnects.
  const { pool } = payload.db as unknown as { pool: Pool }
  pool.on('error', (error) => payload.logger.warn(`Database connection lost: ${error.message}`))
  // In production `prodMigrations` already ran them during init; elsewhere apply them here.
  if (env.NODE_ENV !== 'production') {
    const { migrations } = await import('../../cms/migrations')
    // Generated migrations type their args precisely; the adapter's list type takes `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  await publishInvalidation(pool, 'everything', (message) => payload.logger.warn(message))
  return payload
}
