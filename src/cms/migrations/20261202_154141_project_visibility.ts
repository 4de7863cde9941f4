import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_visibility" AS ENUM('public', 'password', 'link');
  CREATE TABLE "project_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"project_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"revoked" boolean DEFAULT false,
  	"uses" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "projects" ADD COLUMN "visibility" "enum_projects_visibility" DEFAULT 'public';
  ALTER TABLE "projects" ADD COLUMN "password_hash" varchar;
  ALTER TABLE "projects_locales" ADD COLUMN "teaser" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_visibility" "enum_projects_visibility" DEFAULT 'public';
  ALTER TABLE "_projects_v" ADD COLUMN "version_password_hash" varchar;
  ALTER TABLE "_projects_v_locales" ADD COLUMN "version_teaser" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "project_links_id" integer;
  ALTER TABLE "project_links" ADD CONSTRAINT "project_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "project_links_project_idx" ON "project_links" USING btree ("project_id");
  CREATE INDEX "project_links_updated_at_idx" ON "project_links" USING btree ("updated_at");
  CREATE INDEX "project_links_created_at_idx" ON "project_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_links_fk" FOREIGN KEY ("project_links_id") REFERENCES "public"."project_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_project_links_id_idx" ON "payload_locked_documents_rels" USING btree ("project_links_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "project_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "project_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_project_links_fk";
  
  DROP INDEX "payload_locked_documents_rels_project_links_id_idx";
  ALTER TABLE "projects" DROP COLUMN "visibility";
  ALTER TABLE "projects" DROP COLUMN "password_hash";
  ALTER TABLE "projects_locales" DROP COLUMN "teaser";
  ALTER TABLE "_projects_v" DROP COLUMN "version_visibility";
  ALTER TABLE "_projects_v" DROP COLUMN "version_password_hash";
  ALTER TABLE "_projects_v_locales" DROP COLUMN "version_teaser";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "project_links_id";
  DROP TYPE "public"."enum_projects_visibility";`)
}
