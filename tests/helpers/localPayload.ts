import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { PROJECT_ROOT } from '../../src/paths'
import { createTestDatabase } from './testCluster'

/**
 * A Payload instance inside the test process, for Local API tests, on a new empty database of
 * its own on the run's cluster (migrated by Payload as it starts): no server and no other file
 * sees these writes.
 */
export const getLocalPayload = async (): Promise<Payload> => {
  const name = `localapi_${randomUUID().slice(0, 8)}`
  process.env.DATABASE_URL = await createTestDatabase(inject('clusterURL'), name, { empty: true })
  process.env.PAYLOAD_SECRET ??= 'local-api-tests-secret-0123456789abcdef'
  // Uploads made by tests go to a scratch folder of this file's own, never the project's media/.
  process.env.MEDIA_DIR ??= path.join(PROJECT_ROOT, '.data', 'test-media', name)
  mkdirSync(process.env.MEDIA_DIR, { recursive: true })
  const { initPayload } = await import('../../src/server/boot/initPayload')
  return initPayload()
}
