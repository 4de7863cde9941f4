import type { Payload } from 'payload'
import type { Pool } from 'pg'

import {
  type InvalidationListener,
  listenForInvalidations,
} from '../../platform/cache/listenForInvalidations'
import { publicResponseCache } from '../../platform/publicReads/responseCache'

/** Changes other instances and commands (the seed) announce, on a connection of its own. */
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
