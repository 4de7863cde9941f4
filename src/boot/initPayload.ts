import { getPayload, type Migration, type Payload } from 'payload'

/**
 * Loads the Payload config (only now, once DATABASE_URL and PAYLOAD_SECRET are known) and
 * initialises the one Payload instance of the process; Next's admin routes reuse it through
 * Payload's global cache. Committed migrations are applied here in every mode.
 */
export const initPayload = async (): Promise<Payload> => {
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  // In production `prodMigrations` already ran them during init; elsewhere apply them here.
  if (process.env.NODE_ENV !== 'production') {
    const { migrations } = await import('../migrations')
    // Generated migrations type their args precisely; the adapter's list type takes `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  return payload
}
