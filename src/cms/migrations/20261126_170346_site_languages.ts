import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_languages_enabled" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum_site_languages_default" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TABLE "site_languages_enabled" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_languages_enabled",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_languages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"default" "enum_site_languages_default" DEFAULT 'en' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "site_languages_enabled" ADD CONSTRAINT "site_languages_enabled_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_languages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_languages_enabled_order_idx" ON "site_languages_enabled" USING btree ("order");
  CREATE INDEX "site_languages_enabled_parent_idx" ON "site_languages_enabled" USING btree ("parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_languages_enabled" CASCADE;
  DROP TABLE "site_languages" CASCADE;
  DROP TYPE "public"."enum_site_languages_enabled";
  DROP TYPE "public"."enum_site_languages_default";`)
}
