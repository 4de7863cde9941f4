// `npm run migrate:create -- <name> [--data]`, on a scratch database so it works beside a running
// server. drizzle-kit asks in the terminal whether a changed enum is a rename: answer there.
import path from 'node:path'

import { getPayload } from 'payload'

import { env, runtime } from '../../platform/config/env'
import { DATA_DIR } from '../../paths'
import { startEmbeddedPostgres } from '../../platform/db/embeddedPostgres'
import { trimUnusedMigrationArgs } from './trimUnusedMigrationArgs'

const name = process.argv[2] ?? 'schema'
const dataOnly = process.argv.includes('--data')
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
    skipEmpty: !dataOnly,
  })
  // A data migration is written next: it decides which arguments it uses.
  if (!dataOnly) trimUnusedMigrationArgs()
} finally {
  await payload.destroy().catch(() => {})
  await db.stop()
}
process.exit(0)
