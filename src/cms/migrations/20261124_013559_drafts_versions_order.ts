import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_skills_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__skills_v_version_category" AS ENUM('Frontend', 'Backend', 'Server', 'Cloud', 'General');
  CREATE TYPE "public"."enum__skills_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_experiences_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__experiences_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_education_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__education_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_interests_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__interests_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_personal_info_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__personal_info_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_projects_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_challenges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_solutions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_long_description" jsonb,
  	"version_long_description_text" varchar,
  	"version_image" varchar,
  	"version_cover_image_id" integer,
  	"version_category" varchar DEFAULT 'Web App',
  	"version_live_url" varchar,
  	"version_github_url" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_status" "enum_projects_project_status" DEFAULT 'completed',
  	"version_team_size" numeric,
  	"version_my_role" varchar,
  	"version_deleted" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_projects_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_skills_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_category" "enum__skills_v_version_category" DEFAULT 'General',
  	"version_level" numeric DEFAULT 50,
  	"version_color" varchar DEFAULT 'from-blue-500 to-cyan-500',
  	"version_deleted" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__skills_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_experiences_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_year" varchar,
  	"version_title" varchar,
  	"version_company" varchar,
  	"version_location" varchar,
  	"version_description" varchar,
  	"version_deleted" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__experiences_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_experiences_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_education_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_year" varchar,
  	"version_title" varchar,
  	"version_institution" varchar,
  	"version_location" varchar,
  	"version_description" varchar,
  	"version_deleted" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__education_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_education_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_interests_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_icon" varchar,
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_color" varchar DEFAULT 'from-purple-500 to-pink-500',
  	"version_deleted" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__interests_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_personal_info_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar,
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_bio" varchar,
  	"version_about" varchar,
  	"version_github_url" varchar,
  	"version_linkedin_url" varchar,
  	"version_email" varchar,
  	"version_phone" varchar,
  	"version_avatar_id" integer,
  	"version_stats_years_experience" numeric,
  	"version_stats_project_count" numeric,
  	"version_stats_companies_worked" numeric,
  	"version_stats_passion_level" numeric,
  	"version__status" "enum__personal_info_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "projects_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects_challenges" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects_solutions" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "skills" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "skills" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "skills" ALTER COLUMN "level" DROP NOT NULL;
  ALTER TABLE "experiences" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "experiences" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "experiences" ALTER COLUMN "company" DROP NOT NULL;
  ALTER TABLE "education" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "education" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "education" ALTER COLUMN "institution" DROP NOT NULL;
  ALTER TABLE "interests" ALTER COLUMN "icon" DROP NOT NULL;
  ALTER TABLE "interests" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "personal_info" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "personal_info" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "projects" ADD COLUMN "_order" varchar;
  ALTER TABLE "projects" ADD COLUMN "_status" "enum_projects_status" DEFAULT 'draft';
  ALTER TABLE "skills" ADD COLUMN "_order" varchar;
  ALTER TABLE "skills" ADD COLUMN "_status" "enum_skills_status" DEFAULT 'draft';
  ALTER TABLE "experiences" ADD COLUMN "_order" varchar;
  ALTER TABLE "experiences" ADD COLUMN "_status" "enum_experiences_status" DEFAULT 'draft';
  ALTER TABLE "education" ADD COLUMN "_order" varchar;
  ALTER TABLE "education" ADD COLUMN "_status" "enum_education_status" DEFAULT 'draft';
  ALTER TABLE "interests" ADD COLUMN "_order" varchar;
  ALTER TABLE "interests" ADD COLUMN "_status" "enum_interests_status" DEFAULT 'draft';
  ALTER TABLE "personal_info" ADD COLUMN "_status" "enum_personal_info_status" DEFAULT 'draft';
  ALTER TABLE "_projects_v_version_features" ADD CONSTRAINT "_projects_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_challenges" ADD CONSTRAINT "_projects_v_version_challenges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_solutions" ADD CONSTRAINT "_projects_v_version_solutions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_gallery" ADD CONSTRAINT "_projects_v_version_gallery_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_gallery" ADD CONSTRAINT "_projects_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_cover_image_id_media_id_fk" FOREIGN KEY ("version_cover_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_texts" ADD CONSTRAINT "_projects_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_skills_v" ADD CONSTRAINT "_skills_v_parent_id_skills_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v" ADD CONSTRAINT "_experiences_v_parent_id_experiences_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_experiences_v_texts" ADD CONSTRAINT "_experiences_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_v" ADD CONSTRAINT "_education_v_parent_id_education_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."education"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_education_v_texts" ADD CONSTRAINT "_education_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_education_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_interests_v" ADD CONSTRAINT "_interests_v_parent_id_interests_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."interests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_personal_info_v" ADD CONSTRAINT "_personal_info_v_version_avatar_id_media_id_fk" FOREIGN KEY ("version_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_projects_v_version_features_order_idx" ON "_projects_v_version_features" USING btree ("_order");
  CREATE INDEX "_projects_v_version_features_parent_id_idx" ON "_projects_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_challenges_order_idx" ON "_projects_v_version_challenges" USING btree ("_order");
  CREATE INDEX "_projects_v_version_challenges_parent_id_idx" ON "_projects_v_version_challenges" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_solutions_order_idx" ON "_projects_v_version_solutions" USING btree ("_order");
  CREATE INDEX "_projects_v_version_solutions_parent_id_idx" ON "_projects_v_version_solutions" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_gallery_order_idx" ON "_projects_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_projects_v_version_gallery_parent_id_idx" ON "_projects_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_version_gallery_media_idx" ON "_projects_v_version_gallery" USING btree ("media_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version__order_idx" ON "_projects_v" USING btree ("version__order");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_cover_image_idx" ON "_projects_v" USING btree ("version_cover_image_id");
  CREATE INDEX "_projects_v_version_version_featured_idx" ON "_projects_v" USING btree ("version_featured");
  CREATE INDEX "_projects_v_version_version_deleted_idx" ON "_projects_v" USING btree ("version_deleted");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE INDEX "_projects_v_texts_order_parent" ON "_projects_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_skills_v_parent_idx" ON "_skills_v" USING btree ("parent_id");
  CREATE INDEX "_skills_v_version_version__order_idx" ON "_skills_v" USING btree ("version__order");
  CREATE INDEX "_skills_v_version_version_slug_idx" ON "_skills_v" USING btree ("version_slug");
  CREATE INDEX "_skills_v_version_version_category_idx" ON "_skills_v" USING btree ("version_category");
  CREATE INDEX "_skills_v_version_version_deleted_idx" ON "_skills_v" USING btree ("version_deleted");
  CREATE INDEX "_skills_v_version_version_updated_at_idx" ON "_skills_v" USING btree ("version_updated_at");
  CREATE INDEX "_skills_v_version_version_created_at_idx" ON "_skills_v" USING btree ("version_created_at");
  CREATE INDEX "_skills_v_version_version__status_idx" ON "_skills_v" USING btree ("version__status");
  CREATE INDEX "_skills_v_created_at_idx" ON "_skills_v" USING btree ("created_at");
  CREATE INDEX "_skills_v_updated_at_idx" ON "_skills_v" USING btree ("updated_at");
  CREATE INDEX "_skills_v_latest_idx" ON "_skills_v" USING btree ("latest");
  CREATE INDEX "_skills_v_autosave_idx" ON "_skills_v" USING btree ("autosave");
  CREATE INDEX "_experiences_v_parent_idx" ON "_experiences_v" USING btree ("parent_id");
  CREATE INDEX "_experiences_v_version_version__order_idx" ON "_experiences_v" USING btree ("version__order");
  CREATE INDEX "_experiences_v_version_version_deleted_idx" ON "_experiences_v" USING btree ("version_deleted");
  CREATE INDEX "_experiences_v_version_version_updated_at_idx" ON "_experiences_v" USING btree ("version_updated_at");
  CREATE INDEX "_experiences_v_version_version_created_at_idx" ON "_experiences_v" USING btree ("version_created_at");
  CREATE INDEX "_experiences_v_version_version__status_idx" ON "_experiences_v" USING btree ("version__status");
  CREATE INDEX "_experiences_v_created_at_idx" ON "_experiences_v" USING btree ("created_at");
  CREATE INDEX "_experiences_v_updated_at_idx" ON "_experiences_v" USING btree ("updated_at");
  CREATE INDEX "_experiences_v_latest_idx" ON "_experiences_v" USING btree ("latest");
  CREATE INDEX "_experiences_v_autosave_idx" ON "_experiences_v" USING btree ("autosave");
  CREATE INDEX "_experiences_v_texts_order_parent" ON "_experiences_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_education_v_parent_idx" ON "_education_v" USING btree ("parent_id");
  CREATE INDEX "_education_v_version_version__order_idx" ON "_education_v" USING btree ("version__order");
  CREATE INDEX "_education_v_version_version_deleted_idx" ON "_education_v" USING btree ("version_deleted");
  CREATE INDEX "_education_v_version_version_updated_at_idx" ON "_education_v" USING btree ("version_updated_at");
  CREATE INDEX "_education_v_version_version_created_at_idx" ON "_education_v" USING btree ("version_created_at");
  CREATE INDEX "_education_v_version_version__status_idx" ON "_education_v" USING btree ("version__status");
  CREATE INDEX "_education_v_created_at_idx" ON "_education_v" USING btree ("created_at");
  CREATE INDEX "_education_v_updated_at_idx" ON "_education_v" USING btree ("updated_at");
  CREATE INDEX "_education_v_latest_idx" ON "_education_v" USING btree ("latest");
  CREATE INDEX "_education_v_autosave_idx" ON "_education_v" USING btree ("autosave");
  CREATE INDEX "_education_v_texts_order_parent" ON "_education_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_interests_v_parent_idx" ON "_interests_v" USING btree ("parent_id");
  CREATE INDEX "_interests_v_version_version__order_idx" ON "_interests_v" USING btree ("version__order");
  CREATE INDEX "_interests_v_version_version_deleted_idx" ON "_interests_v" USING btree ("version_deleted");
  CREATE INDEX "_interests_v_version_version_updated_at_idx" ON "_interests_v" USING btree ("version_updated_at");
  CREATE INDEX "_interests_v_version_version_created_at_idx" ON "_interests_v" USING btree ("version_created_at");
  CREATE INDEX "_interests_v_version_version__status_idx" ON "_interests_v" USING btree ("version__status");
  CREATE INDEX "_interests_v_created_at_idx" ON "_interests_v" USING btree ("created_at");
  CREATE INDEX "_interests_v_updated_at_idx" ON "_interests_v" USING btree ("updated_at");
  CREATE INDEX "_interests_v_latest_idx" ON "_interests_v" USING btree ("latest");
  CREATE INDEX "_interests_v_autosave_idx" ON "_interests_v" USING btree ("autosave");
  CREATE INDEX "_personal_info_v_version_version_avatar_idx" ON "_personal_info_v" USING btree ("version_avatar_id");
  CREATE INDEX "_personal_info_v_version_version__status_idx" ON "_personal_info_v" USING btree ("version__status");
  CREATE INDEX "_personal_info_v_created_at_idx" ON "_personal_info_v" USING btree ("created_at");
  CREATE INDEX "_personal_info_v_updated_at_idx" ON "_personal_info_v" USING btree ("updated_at");
  CREATE INDEX "_personal_info_v_latest_idx" ON "_personal_info_v" USING btree ("latest");
  CREATE INDEX "_personal_info_v_autosave_idx" ON "_personal_info_v" USING btree ("autosave");
  CREATE INDEX "projects__order_idx" ON "projects" USING btree ("_order");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "skills__order_idx" ON "skills" USING btree ("_order");
  CREATE INDEX "skills__status_idx" ON "skills" USING btree ("_status");
  CREATE INDEX "experiences__order_idx" ON "experiences" USING btree ("_order");
  CREATE INDEX "experiences__status_idx" ON "experiences" USING btree ("_status");
  CREATE INDEX "education__order_idx" ON "education" USING btree ("_order");
  CREATE INDEX "education__status_idx" ON "education" USING btree ("_status");
  CREATE INDEX "interests__order_idx" ON "interests" USING btree ("_order");
  CREATE INDEX "interests__status_idx" ON "interests" USING btree ("_status");
  CREATE INDEX "personal_info__status_idx" ON "personal_info" USING btree ("_status");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_projects_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_solutions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_skills_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_experiences_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_experiences_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_interests_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personal_info_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_projects_v_version_features" CASCADE;
  DROP TABLE "_projects_v_version_challenges" CASCADE;
  DROP TABLE "_projects_v_version_solutions" CASCADE;
  DROP TABLE "_projects_v_version_gallery" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "_projects_v_texts" CASCADE;
  DROP TABLE "_skills_v" CASCADE;
  DROP TABLE "_experiences_v" CASCADE;
  DROP TABLE "_experiences_v_texts" CASCADE;
  DROP TABLE "_education_v" CASCADE;
  DROP TABLE "_education_v_texts" CASCADE;
  DROP TABLE "_interests_v" CASCADE;
  DROP TABLE "_personal_info_v" CASCADE;
  DROP INDEX "projects__order_idx";
  DROP INDEX "projects__status_idx";
  DROP INDEX "skills__order_idx";
  DROP INDEX "skills__status_idx";
  DROP INDEX "experiences__order_idx";
  DROP INDEX "experiences__status_idx";
  DROP INDEX "education__order_idx";
  DROP INDEX "education__status_idx";
  DROP INDEX "interests__order_idx";
  DROP INDEX "interests__status_idx";
  DROP INDEX "personal_info__status_idx";
  ALTER TABLE "projects_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects_challenges" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects_solutions" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "projects" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "skills" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "skills" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "skills" ALTER COLUMN "level" SET NOT NULL;
  ALTER TABLE "experiences" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "experiences" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "experiences" ALTER COLUMN "company" SET NOT NULL;
  ALTER TABLE "education" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "education" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "education" ALTER COLUMN "institution" SET NOT NULL;
  ALTER TABLE "interests" ALTER COLUMN "icon" SET NOT NULL;
  ALTER TABLE "interests" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "personal_info" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "personal_info" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "projects" DROP COLUMN "_order";
  ALTER TABLE "projects" DROP COLUMN "_status";
  ALTER TABLE "skills" DROP COLUMN "_order";
  ALTER TABLE "skills" DROP COLUMN "_status";
  ALTER TABLE "experiences" DROP COLUMN "_order";
  ALTER TABLE "experiences" DROP COLUMN "_status";
  ALTER TABLE "education" DROP COLUMN "_order";
  ALTER TABLE "education" DROP COLUMN "_status";
  ALTER TABLE "interests" DROP COLUMN "_order";
  ALTER TABLE "interests" DROP COLUMN "_status";
  ALTER TABLE "personal_info" DROP COLUMN "_status";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum_skills_status";
  DROP TYPE "public"."enum__skills_v_version_category";
  DROP TYPE "public"."enum__skills_v_version_status";
  DROP TYPE "public"."enum_experiences_status";
  DROP TYPE "public"."enum__experiences_v_version_status";
  DROP TYPE "public"."enum_education_status";
  DROP TYPE "public"."enum__education_v_version_status";
  DROP TYPE "public"."enum_interests_status";
  DROP TYPE "public"."enum__interests_v_version_status";
  DROP TYPE "public"."enum_personal_info_status";
  DROP TYPE "public"."enum__personal_info_v_version_status";`)
}
