/**
 * `npm run migrate:create -- <name>`: writes a Payload migration (SQL + schema snapshot) into
 * src/cms/migrations for the schema changes since the last one. Never hand-edit the output.
 * Uses its own scratch embedded database, so it works while a server is running.
 */
import path from 'node:path'

import { getPayload } from 'payload'

import { env, runtime } from '../../platform/config/env'
import { DATA_DIR } from '../../paths'
import { startEmbeddedPostgres } from '../../platform/db/embeddedPostgres'
import { trimUnusedMigrationArgs } from './trimUnusedMigrationArgs'

const name = process.argv[2] ?? 'schema'
const db = await startEmbeddedPostgres({
  dataDir: path.join(DATA_DIR, 'migrations-scratch-db'),
  port: env.MIGRATIONS_DB_PORT,
  database: 'scratch',
})
runtime.setDatabaseUrl(db.url)
if (!runtime.payloadSecret()) runtime.setPayloadSecret('migration-generation-only')
const { default: config } = await import('../../../payload.config')
const payload = await getPayload({ config, disableOnInit: true })
try {
  await payload.db.createMigration({
    migrationName: name,
    payload,
    forceAcceptWarning: true,
    skipEmpty: true,
  })
  trimUnusedMigrationArgs()
} finally {
  await payload.destroy().catch(() => {})
  await db.stop()
}
process.exit(0)
