import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "projects_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "projects_results_locales" (
  	"label" varchar,
  	"value" varchar,
  	"context" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_results_locales" (
  	"label" varchar,
  	"value" varchar,
  	"context" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "projects_locales" ADD COLUMN "problem" varchar;
  ALTER TABLE "projects_locales" ADD COLUMN "approach" varchar;
  ALTER TABLE "projects_locales" ADD COLUMN "client_quote" varchar;
  ALTER TABLE "projects_locales" ADD COLUMN "client_name" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_problem" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_approach" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_client_quote" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_client_name" varchar;
  ALTER TABLE "projects_results" ADD CONSTRAINT "projects_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_results_locales" ADD CONSTRAINT "projects_results_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_results"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_results" ADD CONSTRAINT "_projects_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_results_locales" ADD CONSTRAINT "_projects_v_version_results_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_results"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "projects_results_order_idx" ON "projects_results" USING btree ("_order");
  CREATE INDEX "projects_results_parent_id_idx" ON "projects_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_results_locales_locale_parent_id_unique" ON "projects_results_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_version_results_order_idx" ON "_projects_v_version_results" USING btree ("_order");
  CREATE INDEX "_projects_v_version_results_parent_id_idx" ON "_projects_v_version_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_results_locales_locale_parent_id_unique" ON "_projects_v_version_results_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "projects_results" CASCADE;
  DROP TABLE "projects_results_locales" CASCADE;
  DROP TABLE "_projects_v_version_results" CASCADE;
  DROP TABLE "_projects_v_version_results_locales" CASCADE;
  ALTER TABLE "projects_locales" DROP COLUMN "problem";
  ALTER TABLE "projects_locales" DROP COLUMN "approach";
  ALTER TABLE "projects_locales" DROP COLUMN "client_quote";
  ALTER TABLE "projects_locales" DROP COLUMN "client_name";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_problem";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_approach";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_client_quote";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_client_name";`)
}
