import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: a table outside Payload's collections, for the rate limits that every
 * instance shares (src/platform/db/postgresRateLimitStore.ts). One row per limiter and client
 * address: the hits of its current window and when that window ends. Rows are short-lived;
 * the `reset_at` index keeps the periodic deletion of ended windows cheap.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limit_hits" (
  	"key" varchar PRIMARY KEY NOT NULL,
  	"hits" integer NOT NULL,
  	"reset_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "rate_limit_hits_reset_at_idx" ON "rate_limit_hits" USING btree ("reset_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_hits";`)
}
