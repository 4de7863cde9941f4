import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "second_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "second_factor_recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "second_factor_on_since" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "second_factor_secret";
  ALTER TABLE "users" DROP COLUMN "second_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "second_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "second_factor_recovery_codes";
  ALTER TABLE "users" DROP COLUMN "second_factor_on_since";`)
}
