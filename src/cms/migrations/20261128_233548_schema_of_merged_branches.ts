import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// Changes nothing: four branches' migrations were made side by side, each snapshot without the
// others' changes; this one's snapshot is the schema they build together, which the next
// `migrate:create` (and schemaMatchesMigrations) compares against.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
