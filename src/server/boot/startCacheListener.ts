import type { Payload } from 'payload'
import type { Pool } from 'pg'

import {
  type InvalidationListener,
  listenForInvalidations,
} from '../../platform/cache/listenForInvalidations'
import { publicResponseCache } from '../../platform/publicReads/responseCache'

/**
 * Listens for the content changes other instances (and commands such as the seed) announce on
 * the database, on a connection of its own made with the app pool's settings, and applies them
 * to this process's public cache.
 */
export const startCacheListener = async (payload: Payload): Promise<InvalidationListener> => {
  const { pool } = payload.db as unknown as { pool: Pool }
  return listenForInvalidations({
    connection: pool.options,
    cache: publicResponseCache(),
    log: {
      info: (message) => payload.logger.info(message),
      warn: (message) => payload.logger.warn(message),
    },
  })
}
