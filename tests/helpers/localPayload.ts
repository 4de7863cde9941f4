import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { getPayload, type Migration, type Payload } from 'payload'
import { inject } from 'vitest'

import { PROJECT_ROOT } from '../../src/paths'
import { createTestDatabase } from './testCluster'

/** Points this process at a new empty database of its own, and uploads at a scratch folder. */
const useOwnEmptyDatabase = async (prefix: string): Promise<void> => {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`
  process.env.DATABASE_URL = await createTestDatabase(inject('clusterURL'), name, { empty: true })
  process.env.PAYLOAD_SECRET ??= 'local-api-tests-secret-0123456789abcdef'
  // Uploads made by tests go to a scratch folder of this file's own, never the project's media/.
  process.env.MEDIA_DIR ??= path.join(PROJECT_ROOT, '.data', 'test-media', name)
  mkdirSync(process.env.MEDIA_DIR, { recursive: true })
}

/**
 * A Payload instance inside the test process, for Local API tests, on a new empty database of
 * its own on the run's cluster (migrated by Payload as it starts): no server and no other file
 * sees these writes.
 */
export const getLocalPayload = async (): Promise<Payload> => {
  await useOwnEmptyDatabase('localapi')
  const { initPayload } = await import('../../src/server/boot/initPayload')
  return initPayload()
}

/**
 * A Payload instance on a new empty database migrated up to `lastMigration` only, as an earlier
 * release left it: the test stores rows as that release did (`run`), then `upgrade` runs this
 * release's remaining migrations over them.
 */
export const getPayloadMigratedTo = async (lastMigration: string) => {
  await useOwnEmptyDatabase('upgrade')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  const { migrations } = (await import('../../src/cms/migrations')) as unknown as {
    migrations: Migration[]
  }
  const last = migrations.findIndex((migration) => migration.name === lastMigration)
  if (last < 0) throw new Error(`No migration named ${lastMigration}`)
  await payload.db.migrate({ migrations: migrations.slice(0, last + 1) })
  return {
    payload,
    run: (query: string) => payload.db.drizzle.execute(sql.raw(query)),
    upgrade: () => payload.db.migrate({ migrations }),
  }
}
