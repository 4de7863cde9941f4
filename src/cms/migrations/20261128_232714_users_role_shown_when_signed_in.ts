import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The role is shown to a signed-in admin only (admin.condition), so Payload no longer declares its
// column NOT NULL; the rest of this snapshot's changes came with the migrations before it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "users" ALTER COLUMN "role" DROP NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "users" ALTER COLUMN "role" SET NOT NULL;`)
}
