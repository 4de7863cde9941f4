import type pg from 'pg'

import { applyInvalidationMessage, CACHE_INVALIDATION_CHANNEL } from './cacheInvalidationChannel'
import type { ResponseCache } from '../publicReads/responseCache'
import { keepDedicatedConnection } from '../db/dedicatedConnection'

export type InvalidationListener = {
  isListening: () => boolean
  stop: () => Promise<void>
}

/** A connection of its own: LISTEN belongs to a session. */
export const listenForInvalidations = async ({
  connection,
  cache,
  log,
}: {
  connection: pg.ClientConfig
  cache: ResponseCache
  log: { info: (message: string) => void; warn: (message: string) => void }
}): Promise<InvalidationListener> => {
  const session = await keepDedicatedConnection({
    connection,
    purpose: 'cache invalidation listener',
    setUp: async (client) => {
      client.on('notification', (message) => {
        if (message.channel === CACHE_INVALIDATION_CHANNEL) {
          applyInvalidationMessage(cache, message.payload ?? '*')
        }
      })
      await client.query(`LISTEN ${CACHE_INVALIDATION_CHANNEL}`)
    },
    afterOutage: () => {
      // Whatever changed while nobody listened is unknown: drop everything.
      cache.clear()
      log.info(
        'Dropped the whole public cache: changes made while not listening may have been missed',
      )
    },
    log,
  })
  return { isListening: () => session.client() !== null, stop: session.stop }
}
