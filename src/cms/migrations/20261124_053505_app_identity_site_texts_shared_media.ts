import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_texts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_texts_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "site_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"home_availability" varchar DEFAULT 'Open to opportunities',
  	"home_greeting" varchar DEFAULT 'Hi there, I’m',
  	"home_about_button" varchar DEFAULT 'More about me',
  	"home_work_button" varchar DEFAULT 'View Work',
  	"home_tech_stack_title" varchar DEFAULT 'Tech Stack',
  	"home_tech_stack_lead" varchar DEFAULT 'The technologies I reach for to design, build and ship full-stack products.',
  	"home_tech_stack_project_count" numeric DEFAULT 10,
  	"home_cta_title" varchar DEFAULT 'Let''s Create Something Epic',
  	"home_cta_text" varchar DEFAULT 'Have an idea, a product to build or a team that needs another developer? I’d love to hear from you.',
  	"home_cta_button" varchar DEFAULT 'Get In Touch',
  	"skills_cta_title" varchar DEFAULT 'Need these skills on your team?',
  	"skills_cta_text" varchar DEFAULT 'I’m available for freelance work and full-time roles. Tell me about your project and let’s see how I can help.',
  	"skills_cta_button" varchar DEFAULT 'Get In Touch',
  	"projects_cta_title" varchar DEFAULT 'Have a project in mind?',
  	"projects_cta_text" varchar DEFAULT 'Whether it’s a new product, a rebuild or a tricky feature, I’d love to hear about it.',
  	"projects_cta_button" varchar DEFAULT 'Start a Conversation',
  	"project_not_found" varchar DEFAULT 'Project not found — showing {title} instead.',
  	"project_cta_title" varchar DEFAULT 'Interested in similar projects?',
  	"project_cta_text" varchar DEFAULT 'Browse more of my work, or get in touch to talk about what you are building.',
  	"project_cta_button" varchar DEFAULT 'View More Projects',
  	"about_title" varchar DEFAULT 'About Me',
  	"about_years_value" varchar DEFAULT '2+',
  	"about_years_label" varchar DEFAULT 'Years',
  	"about_companies_value" varchar DEFAULT '2',
  	"about_companies_label" varchar DEFAULT 'Companies',
  	"about_passion_value" varchar DEFAULT '100%',
  	"about_passion_label" varchar DEFAULT 'Passionate',
  	"about_interests_title" varchar DEFAULT 'When I''m Not Coding',
  	"about_interests_lead" varchar DEFAULT 'What keeps me curious, rested and inspired away from the keyboard.',
  	"contact_title" varchar DEFAULT 'Get In Touch',
  	"contact_lead" varchar DEFAULT 'Have a project in mind, a role to fill or just want to say hello? My inbox is always open.',
  	"contact_response_title" varchar DEFAULT 'Quick Response',
  	"contact_response_text" varchar DEFAULT 'I typically respond within 24 hours.',
  	"contact_availability" varchar DEFAULT 'Available for new projects',
  	"contact_work_link" varchar DEFAULT 'View My Work',
  	"contact_skills_link" varchar DEFAULT 'My Skills',
  	"footer_quote" varchar DEFAULT 'Great software is built one thoughtful commit at a time.',
  	"footer_note" varchar DEFAULT 'Designed and built with care.',
  	"_status" "enum_site_texts_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_texts_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_site_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_home_availability" varchar DEFAULT 'Open to opportunities',
  	"version_home_greeting" varchar DEFAULT 'Hi there, I’m',
  	"version_home_about_button" varchar DEFAULT 'More about me',
  	"version_home_work_button" varchar DEFAULT 'View Work',
  	"version_home_tech_stack_title" varchar DEFAULT 'Tech Stack',
  	"version_home_tech_stack_lead" varchar DEFAULT 'The technologies I reach for to design, build and ship full-stack products.',
  	"version_home_tech_stack_project_count" numeric DEFAULT 10,
  	"version_home_cta_title" varchar DEFAULT 'Let''s Create Something Epic',
  	"version_home_cta_text" varchar DEFAULT 'Have an idea, a product to build or a team that needs another developer? I’d love to hear from you.',
  	"version_home_cta_button" varchar DEFAULT 'Get In Touch',
  	"version_skills_cta_title" varchar DEFAULT 'Need these skills on your team?',
  	"version_skills_cta_text" varchar DEFAULT 'I’m available for freelance work and full-time roles. Tell me about your project and let’s see how I can help.',
  	"version_skills_cta_button" varchar DEFAULT 'Get In Touch',
  	"version_projects_cta_title" varchar DEFAULT 'Have a project in mind?',
  	"version_projects_cta_text" varchar DEFAULT 'Whether it’s a new product, a rebuild or a tricky feature, I’d love to hear about it.',
  	"version_projects_cta_button" varchar DEFAULT 'Start a Conversation',
  	"version_project_not_found" varchar DEFAULT 'Project not found — showing {title} instead.',
  	"version_project_cta_title" varchar DEFAULT 'Interested in similar projects?',
  	"version_project_cta_text" varchar DEFAULT 'Browse more of my work, or get in touch to talk about what you are building.',
  	"version_project_cta_button" varchar DEFAULT 'View More Projects',
  	"version_about_title" varchar DEFAULT 'About Me',
  	"version_about_years_value" varchar DEFAULT '2+',
  	"version_about_years_label" varchar DEFAULT 'Years',
  	"version_about_companies_value" varchar DEFAULT '2',
  	"version_about_companies_label" varchar DEFAULT 'Companies',
  	"version_about_passion_value" varchar DEFAULT '100%',
  	"version_about_passion_label" varchar DEFAULT 'Passionate',
  	"version_about_interests_title" varchar DEFAULT 'When I''m Not Coding',
  	"version_about_interests_lead" varchar DEFAULT 'What keeps me curious, rested and inspired away from the keyboard.',
  	"version_contact_title" varchar DEFAULT 'Get In Touch',
  	"version_contact_lead" varchar DEFAULT 'Have a project in mind, a role to fill or just want to say hello? My inbox is always open.',
  	"version_contact_response_title" varchar DEFAULT 'Quick Response',
  	"version_contact_response_text" varchar DEFAULT 'I typically respond within 24 hours.',
  	"version_contact_availability" varchar DEFAULT 'Available for new projects',
  	"version_contact_work_link" varchar DEFAULT 'View My Work',
  	"version_contact_skills_link" varchar DEFAULT 'My Skills',
  	"version_footer_quote" varchar DEFAULT 'Great software is built one thoughtful commit at a time.',
  	"version_footer_note" varchar DEFAULT 'Designed and built with care.',
  	"version__status" "enum__site_texts_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_texts_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "documents" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "documents" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "personal_info" ADD COLUMN "app_logo_id" integer;
  ALTER TABLE "personal_info" ADD COLUMN "app_theme_color" varchar;
  ALTER TABLE "personal_info" ADD COLUMN "app_background_color" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_app_logo_id" integer;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_app_theme_color" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_app_background_color" varchar;
  ALTER TABLE "site_texts_texts" ADD CONSTRAINT "site_texts_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_texts_v_texts" ADD CONSTRAINT "_site_texts_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_site_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_texts__status_idx" ON "site_texts" USING btree ("_status");
  CREATE INDEX "site_texts_texts_order_parent" ON "site_texts_texts" USING btree ("order","parent_id");
  CREATE INDEX "_site_texts_v_version_version__status_idx" ON "_site_texts_v" USING btree ("version__status");
  CREATE INDEX "_site_texts_v_created_at_idx" ON "_site_texts_v" USING btree ("created_at");
  CREATE INDEX "_site_texts_v_updated_at_idx" ON "_site_texts_v" USING btree ("updated_at");
  CREATE INDEX "_site_texts_v_latest_idx" ON "_site_texts_v" USING btree ("latest");
  CREATE INDEX "_site_texts_v_autosave_idx" ON "_site_texts_v" USING btree ("autosave");
  CREATE INDEX "_site_texts_v_texts_order_parent" ON "_site_texts_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "personal_info" ADD CONSTRAINT "personal_info_app_logo_id_media_id_fk" FOREIGN KEY ("app_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_personal_info_v" ADD CONSTRAINT "_personal_info_v_version_app_logo_id_media_id_fk" FOREIGN KEY ("version_app_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "personal_info_app_app_logo_idx" ON "personal_info" USING btree ("app_logo_id");
  CREATE INDEX "_personal_info_v_version_app_version_app_logo_idx" ON "_personal_info_v" USING btree ("version_app_logo_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_texts_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_texts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_texts_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_texts" CASCADE;
  DROP TABLE "site_texts_texts" CASCADE;
  DROP TABLE "_site_texts_v" CASCADE;
  DROP TABLE "_site_texts_v_texts" CASCADE;
  ALTER TABLE "personal_info" DROP CONSTRAINT "personal_info_app_logo_id_media_id_fk";
  
  ALTER TABLE "_personal_info_v" DROP CONSTRAINT "_personal_info_v_version_app_logo_id_media_id_fk";
  
  DROP INDEX "personal_info_app_app_logo_idx";
  DROP INDEX "_personal_info_v_version_app_version_app_logo_idx";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "documents" DROP COLUMN "prefix";
  ALTER TABLE "documents" DROP COLUMN "_objectkey";
  ALTER TABLE "personal_info" DROP COLUMN "app_logo_id";
  ALTER TABLE "personal_info" DROP COLUMN "app_theme_color";
  ALTER TABLE "personal_info" DROP COLUMN "app_background_color";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_app_logo_id";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_app_theme_color";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_app_background_color";
  DROP TYPE "public"."enum_site_texts_status";
  DROP TYPE "public"."enum__site_texts_v_version_status";`)
}
