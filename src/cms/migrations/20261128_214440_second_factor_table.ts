import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand around the generated column drops (issue 45, items 9 and 10):
 *
 * - The second factor moves off `users` into `user_second_factors`, one row per account that
 *   has one, outside Payload's collections. Payload's login writes the whole `users` row back
 *   from the copy it read before the password check, which undid a code or recovery code that a
 *   racing sign-in had just spent; no Payload write touches this table. Every value is copied.
 * - Passkey challenges get `passkey_challenges` (they were key-value rows, and expiring them
 *   read every key): spent by one DELETE, expired through the `expires_at` index. Challenges
 *   live five minutes, so those still in the key-value store are simply dropped.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "user_second_factors" (
  	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  	"secret" varchar,
  	"pending_secret" varchar,
  	"last_step" bigint,
  	"recovery_codes" jsonb,
  	"on_since" timestamp(3) with time zone
  );
  INSERT INTO "user_second_factors" ("user_id", "secret", "pending_secret", "last_step",
      "recovery_codes", "on_since")
    SELECT "id", "second_factor_secret", "second_factor_pending_secret",
      "second_factor_last_step", "second_factor_recovery_codes", "second_factor_on_since"
    FROM "users"
    WHERE "second_factor_secret" IS NOT NULL OR "second_factor_pending_secret" IS NOT NULL;
  ALTER TABLE "users" DROP COLUMN "second_factor_secret";
  ALTER TABLE "users" DROP COLUMN "second_factor_pending_secret";
  ALTER TABLE "users" DROP COLUMN "second_factor_last_step";
  ALTER TABLE "users" DROP COLUMN "second_factor_recovery_codes";
  ALTER TABLE "users" DROP COLUMN "second_factor_on_since";
  CREATE TABLE IF NOT EXISTS "passkey_challenges" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"challenge" varchar NOT NULL,
  	"user_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "passkey_challenges_expires_at_idx"
    ON "passkey_challenges" USING btree ("expires_at");
  DELETE FROM "payload_kv" WHERE "key" LIKE 'passkey-challenge:%';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "users" ADD COLUMN "second_factor_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_pending_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "second_factor_last_step" numeric;
  ALTER TABLE "users" ADD COLUMN "second_factor_recovery_codes" jsonb;
  ALTER TABLE "users" ADD COLUMN "second_factor_on_since" timestamp(3) with time zone;
  UPDATE "users" SET "second_factor_secret" = f."secret",
      "second_factor_pending_secret" = f."pending_secret",
      "second_factor_last_step" = f."last_step",
      "second_factor_recovery_codes" = f."recovery_codes",
      "second_factor_on_since" = f."on_since"
    FROM "user_second_factors" f WHERE f."user_id" = "users"."id";
  DROP TABLE IF EXISTS "user_second_factors";
  DROP TABLE IF EXISTS "passkey_challenges";`)
}
