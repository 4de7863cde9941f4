import pg from 'pg'

import { runtime } from '../../platform/config/env'

/** A hung server counts as unreachable after this. */
const CONNECT_TIMEOUT_MS = 2_000

/** No pool, no Payload: decides at the start whether to serve the last good copies. */
export const databaseReachable = async (): Promise<boolean> => {
  const client = new pg.Client({
    connectionString: runtime.databaseUrl(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: CONNECT_TIMEOUT_MS,
  })
  // A server that goes away under the attempt emits 'error': the attempt fails, nothing else.
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
