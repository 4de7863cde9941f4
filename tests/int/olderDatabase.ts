import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import { getPayload, type Migration } from 'payload'
import { expect, inject } from 'vitest'

import { PROJECT_ROOT } from '../../src/paths'
import { createTestDatabase } from '../helpers/testCluster'

/**
 * Payload (the Local API) on a new database of the run's cluster that an earlier release made:
 * migrated only up to `lastMigration`. The test stores rows as that release did (`run`), then
 * `upgrade` runs this release's remaining migrations over them.
 */
export const olderDatabase = async (prefix: string, lastMigration: string) => {
  const name = `${prefix}_${randomUUID().slice(0, 8)}`
  process.env.DATABASE_URL = await createTestDatabase(inject('clusterURL'), name, { empty: true })
  process.env.PAYLOAD_SECRET ??= 'local-api-tests-secret-0123456789abcdef'
  process.env.MEDIA_DIR ??= path.join(PROJECT_ROOT, '.data', 'test-media', name)
  mkdirSync(process.env.MEDIA_DIR, { recursive: true })
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  const migrations = (await import('../../src/cms/migrations')).migrations as unknown as Migration[]
  const last = migrations.findIndex((migration) => migration.name === lastMigration)
  expect(last).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, last + 1) })
  return {
    payload,
    run: (query: string) => payload.db.drizzle.execute(sql.raw(query)),
    upgrade: () => payload.db.migrate({ migrations }),
  }
}
