import path from 'node:path'

import pg from 'pg'
import type { Payload } from 'payload'
import { inject } from 'vitest'

import { PROJECT_ROOT } from '../../src/paths'

/**
 * A Payload instance inside the test process, for Local API tests, on its own database in the
 * integration server's cluster (so the server's caches never see these writes).
 */
export const getLocalPayload = async (database = 'localapi'): Promise<Payload> => {
  const serverUrl = new URL(inject('databaseURL'))
  const admin = new pg.Client({ connectionString: serverUrl.toString() })
  await admin.connect()
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (!rowCount) await admin.query(`CREATE DATABASE "${database}"`)
  await admin.end()

  serverUrl.pathname = `/${database}`
  process.env.DATABASE_URL = serverUrl.toString()
  process.env.PAYLOAD_SECRET ??= 'local-api-tests-secret-0123456789abcdef'
  // Uploads made by tests go to a scratch folder, never the project's media/.
  process.env.MEDIA_DIR ??= path.join(PROJECT_ROOT, '.data', 'test-media')
  const { initPayload } = await import('../../src/server/boot/initPayload')
  return initPayload()
}
