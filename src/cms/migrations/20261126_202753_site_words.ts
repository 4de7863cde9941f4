import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_texts" ADD COLUMN "site_words" jsonb;
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_site_words" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_texts" DROP COLUMN "site_words";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_site_words";`)
}
