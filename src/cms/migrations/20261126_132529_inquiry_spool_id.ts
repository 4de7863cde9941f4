import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" ADD COLUMN "spool_id" varchar;
  CREATE UNIQUE INDEX "inquiries_spool_id_idx" ON "inquiries" USING btree ("spool_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "inquiries_spool_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "spool_id";`)
}
