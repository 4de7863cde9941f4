import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Written by hand: the audience figures (ADR 0034), outside Payload's collections, since the
 * beacon writes them in batches of plain rows and the dashboard reads them with aggregates.
 *
 * - `audience_salts`: one secret per UTC day; a visitor of that day is a hash of it, the IP and
 *   the user agent. Deleted when the day is over, so no hash can be recomputed afterwards.
 * - `audience_events`: raw events (no IP, no user agent: only the day's visitor hash), kept for
 *   the owner's retention period (30 days by default), then deleted.
 * - `audience_daily`: the figures of each finished day, per dimension (`total`, `page`,
 *   `referrer`, `outbound`, `resume`), kept for good and backed up.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "audience_salts" (
  	"day" date PRIMARY KEY NOT NULL,
  	"salt" bytea NOT NULL
  );
  CREATE TABLE IF NOT EXISTS "audience_events" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"day" date NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"type" varchar(16) NOT NULL,
  	"path" varchar(512) NOT NULL,
  	"visitor" bigint,
  	"source" varchar(64),
  	"campaign" varchar(128),
  	"target" varchar(512)
  );
  CREATE INDEX IF NOT EXISTS "audience_events_day_idx" ON "audience_events" USING btree ("day");
  CREATE TABLE IF NOT EXISTS "audience_daily" (
  	"day" date NOT NULL,
  	"dimension" varchar(16) NOT NULL,
  	"key" varchar(512) NOT NULL,
  	"visitors" integer NOT NULL,
  	"count" integer NOT NULL,
  	PRIMARY KEY ("day", "dimension", "key")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "audience_daily";
  DROP TABLE IF EXISTS "audience_events";
  DROP TABLE IF EXISTS "audience_salts";`)
}
