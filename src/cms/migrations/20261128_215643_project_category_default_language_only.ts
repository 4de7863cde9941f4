import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_locales" ALTER COLUMN "category" DROP DEFAULT;
  ALTER TABLE "_projects_v_locales" ALTER COLUMN "version_category" DROP DEFAULT;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_locales" ALTER COLUMN "category" SET DEFAULT 'Web App';
  ALTER TABLE "_projects_v_locales" ALTER COLUMN "version_category" SET DEFAULT 'Web App';`)
}
