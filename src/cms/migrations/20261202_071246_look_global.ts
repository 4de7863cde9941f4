import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_look_neutral" AS ENUM('cool', 'grey', 'warm');
  CREATE TYPE "public"."enum_look_pairing" AS ENUM('system', 'inter', 'grotesk', 'plex', 'editorial', 'literary');
  CREATE TYPE "public"."enum_look_corners" AS ENUM('sharp', 'soft', 'round');
  CREATE TYPE "public"."enum_look_animation" AS ENUM('particles', 'fewer', 'none');
  CREATE TYPE "public"."enum_look_scheme" AS ENUM('system', 'light', 'dark');
  CREATE TYPE "public"."enum_look_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__look_v_version_neutral" AS ENUM('cool', 'grey', 'warm');
  CREATE TYPE "public"."enum__look_v_version_pairing" AS ENUM('system', 'inter', 'grotesk', 'plex', 'editorial', 'literary');
  CREATE TYPE "public"."enum__look_v_version_corners" AS ENUM('sharp', 'soft', 'round');
  CREATE TYPE "public"."enum__look_v_version_animation" AS ENUM('particles', 'fewer', 'none');
  CREATE TYPE "public"."enum__look_v_version_scheme" AS ENUM('system', 'light', 'dark');
  CREATE TYPE "public"."enum__look_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__look_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TABLE "look" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar DEFAULT '#6366f1',
  	"accent" varchar DEFAULT '#06b6d4',
  	"neutral" "enum_look_neutral" DEFAULT 'cool',
  	"pairing" "enum_look_pairing" DEFAULT 'system',
  	"corners" "enum_look_corners" DEFAULT 'soft',
  	"animation" "enum_look_animation" DEFAULT 'particles',
  	"scheme" "enum_look_scheme" DEFAULT 'system',
  	"_status" "enum_look_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_look_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand" varchar DEFAULT '#6366f1',
  	"version_accent" varchar DEFAULT '#06b6d4',
  	"version_neutral" "enum__look_v_version_neutral" DEFAULT 'cool',
  	"version_pairing" "enum__look_v_version_pairing" DEFAULT 'system',
  	"version_corners" "enum__look_v_version_corners" DEFAULT 'soft',
  	"version_animation" "enum__look_v_version_animation" DEFAULT 'particles',
  	"version_scheme" "enum__look_v_version_scheme" DEFAULT 'system',
  	"version__status" "enum__look_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__look_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE INDEX "look__status_idx" ON "look" USING btree ("_status");
  CREATE INDEX "_look_v_version_version__status_idx" ON "_look_v" USING btree ("version__status");
  CREATE INDEX "_look_v_created_at_idx" ON "_look_v" USING btree ("created_at");
  CREATE INDEX "_look_v_updated_at_idx" ON "_look_v" USING btree ("updated_at");
  CREATE INDEX "_look_v_snapshot_idx" ON "_look_v" USING btree ("snapshot");
  CREATE INDEX "_look_v_published_locale_idx" ON "_look_v" USING btree ("published_locale");
  CREATE INDEX "_look_v_latest_idx" ON "_look_v" USING btree ("latest");
  CREATE INDEX "_look_v_autosave_idx" ON "_look_v" USING btree ("autosave");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "look" CASCADE;
  DROP TABLE "_look_v" CASCADE;
  DROP TYPE "public"."enum_look_neutral";
  DROP TYPE "public"."enum_look_pairing";
  DROP TYPE "public"."enum_look_corners";
  DROP TYPE "public"."enum_look_animation";
  DROP TYPE "public"."enum_look_scheme";
  DROP TYPE "public"."enum_look_status";
  DROP TYPE "public"."enum__look_v_version_neutral";
  DROP TYPE "public"."enum__look_v_version_pairing";
  DROP TYPE "public"."enum__look_v_version_corners";
  DROP TYPE "public"."enum__look_v_version_animation";
  DROP TYPE "public"."enum__look_v_version_scheme";
  DROP TYPE "public"."enum__look_v_version_status";
  DROP TYPE "public"."enum__look_v_published_locale";`)
}
