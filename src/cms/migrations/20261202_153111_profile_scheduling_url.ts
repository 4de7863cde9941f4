import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "personal_info" ADD COLUMN "scheduling_url" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_scheduling_url" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "personal_info" DROP COLUMN "scheduling_url";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_scheduling_url";`)
}
