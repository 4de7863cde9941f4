import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum__projects_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum__skills_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum__experiences_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum__education_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum__interests_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum__personal_info_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum__site_texts_v_published_locale" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TABLE "projects_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_challenges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_solutions_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar,
  	"description" varchar,
  	"long_description" jsonb,
  	"long_description_text" varchar,
  	"category" varchar DEFAULT 'Web App',
  	"my_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_challenges_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_version_solutions_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_projects_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"version_long_description" jsonb,
  	"version_long_description_text" varchar,
  	"version_category" varchar DEFAULT 'Web App',
  	"version_my_role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "skills_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_skills_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "experiences_locales" (
  	"title" varchar,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_experiences_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "education_locales" (
  	"title" varchar,
  	"location" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_education_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "interests_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_interests_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "personal_info_locales" (
  	"title" varchar,
  	"location" varchar,
  	"bio" varchar,
  	"about" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_personal_info_v_locales" (
  	"version_title" varchar,
  	"version_location" varchar,
  	"version_bio" varchar,
  	"version_about" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_texts_locales" (
  	"home_availability" varchar DEFAULT 'Open to opportunities',
  	"home_greeting" varchar DEFAULT 'Hi there, I’m',
  	"home_about_button" varchar DEFAULT 'More about me',
  	"home_work_button" varchar DEFAULT 'View Work',
  	"home_tech_stack_title" varchar DEFAULT 'Tech Stack',
  	"home_tech_stack_lead" varchar DEFAULT 'The technologies I reach for to design, build and ship full-stack products.',
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
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_texts_v_locales" (
  	"version_home_availability" varchar DEFAULT 'Open to opportunities',
  	"version_home_greeting" varchar DEFAULT 'Hi there, I’m',
  	"version_home_about_button" varchar DEFAULT 'More about me',
  	"version_home_work_button" varchar DEFAULT 'View Work',
  	"version_home_tech_stack_title" varchar DEFAULT 'Tech Stack',
  	"version_home_tech_stack_lead" varchar DEFAULT 'The technologies I reach for to design, build and ship full-stack products.',
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
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_projects_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_projects_v" ADD COLUMN "published_locale" "enum__projects_v_published_locale";
  ALTER TABLE "_skills_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_skills_v" ADD COLUMN "published_locale" "enum__skills_v_published_locale";
  ALTER TABLE "_experiences_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_experiences_v" ADD COLUMN "published_locale" "enum__experiences_v_published_locale";
  ALTER TABLE "education_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_education_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_education_v" ADD COLUMN "published_locale" "enum__education_v_published_locale";
  ALTER TABLE "_education_v_texts" ADD COLUMN "locale" "_locales";
  ALTER TABLE "_interests_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_interests_v" ADD COLUMN "published_locale" "enum__interests_v_published_locale";
  ALTER TABLE "_personal_info_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_personal_info_v" ADD COLUMN "published_locale" "enum__personal_info_v_published_locale";
  ALTER TABLE "_site_texts_v" ADD COLUMN "snapshot" boolean;
  ALTER TABLE "_site_texts_v" ADD COLUMN "published_locale" "enum__site_texts_v_published_locale";
  ALTER TABLE "projects_features_locales" ADD CONSTRAINT "projects_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_challenges_locales" ADD CONSTRAINT "projects_challenges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_challenges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_solutions_locales" ADD CONSTRAINT "projects_solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_features_locales" ADD CONSTRAINT "_projects_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_challenges_locales" ADD CONSTRAINT "_projects_v_version_challenges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_challenges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_version_solutions_locales" ADD CONSTRAINT "_projects_v_version_solutions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v_version_solutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v_locales" ADD CONSTRAINT "_projects_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "skills_locales" ADD CONSTRAINT "skills_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_skills_v_locales" ADD CONSTRAINT "_skills_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_skills_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "experiences_locales" ADD CONSTRAINT "experiences_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_experiences_v_locales" ADD CONSTRAINT "_experiences_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_experiences_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "education_locales" ADD CONSTRAINT "education_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."education"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_v_locales" ADD CONSTRAINT "_education_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_education_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "interests_locales" ADD CONSTRAINT "interests_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_interests_v_locales" ADD CONSTRAINT "_interests_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_interests_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "personal_info_locales" ADD CONSTRAINT "personal_info_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."personal_info"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_personal_info_v_locales" ADD CONSTRAINT "_personal_info_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_personal_info_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_texts_locales" ADD CONSTRAINT "site_texts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_texts_v_locales" ADD CONSTRAINT "_site_texts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_texts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "projects_features_locales_locale_parent_id_unique" ON "projects_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_challenges_locales_locale_parent_id_unique" ON "projects_challenges_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_solutions_locales_locale_parent_id_unique" ON "projects_solutions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_features_locales_locale_parent_id_unique" ON "_projects_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_challenges_locales_locale_parent_id_uniq" ON "_projects_v_version_challenges_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_version_solutions_locales_locale_parent_id_uniqu" ON "_projects_v_version_solutions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_projects_v_locales_locale_parent_id_unique" ON "_projects_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "skills_locales_locale_parent_id_unique" ON "skills_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_skills_v_locales_locale_parent_id_unique" ON "_skills_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "experiences_locales_locale_parent_id_unique" ON "experiences_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_experiences_v_locales_locale_parent_id_unique" ON "_experiences_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "education_locales_locale_parent_id_unique" ON "education_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_education_v_locales_locale_parent_id_unique" ON "_education_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "interests_locales_locale_parent_id_unique" ON "interests_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_interests_v_locales_locale_parent_id_unique" ON "_interests_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "personal_info_locales_locale_parent_id_unique" ON "personal_info_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_personal_info_v_locales_locale_parent_id_unique" ON "_personal_info_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_texts_locales_locale_parent_id_unique" ON "site_texts_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "_site_texts_v_locales_locale_parent_id_unique" ON "_site_texts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_projects_v_snapshot_idx" ON "_projects_v" USING btree ("snapshot");
  CREATE INDEX "_projects_v_published_locale_idx" ON "_projects_v" USING btree ("published_locale");
  CREATE INDEX "_skills_v_snapshot_idx" ON "_skills_v" USING btree ("snapshot");
  CREATE INDEX "_skills_v_published_locale_idx" ON "_skills_v" USING btree ("published_locale");
  CREATE INDEX "_experiences_v_snapshot_idx" ON "_experiences_v" USING btree ("snapshot");
  CREATE INDEX "_experiences_v_published_locale_idx" ON "_experiences_v" USING btree ("published_locale");
  CREATE INDEX "education_texts_locale_parent" ON "education_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_education_v_snapshot_idx" ON "_education_v" USING btree ("snapshot");
  CREATE INDEX "_education_v_published_locale_idx" ON "_education_v" USING btree ("published_locale");
  CREATE INDEX "_education_v_texts_locale_parent" ON "_education_v_texts" USING btree ("locale","parent_id");
  CREATE INDEX "_interests_v_snapshot_idx" ON "_interests_v" USING btree ("snapshot");
  CREATE INDEX "_interests_v_published_locale_idx" ON "_interests_v" USING btree ("published_locale");
  CREATE INDEX "_personal_info_v_snapshot_idx" ON "_personal_info_v" USING btree ("snapshot");
  CREATE INDEX "_personal_info_v_published_locale_idx" ON "_personal_info_v" USING btree ("published_locale");
  CREATE INDEX "_site_texts_v_snapshot_idx" ON "_site_texts_v" USING btree ("snapshot");
  CREATE INDEX "_site_texts_v_published_locale_idx" ON "_site_texts_v" USING btree ("published_locale");
  ALTER TABLE "projects_features" DROP COLUMN "text";
  ALTER TABLE "projects_challenges" DROP COLUMN "text";
  ALTER TABLE "projects_solutions" DROP COLUMN "text";
  ALTER TABLE "projects" DROP COLUMN "title";
  ALTER TABLE "projects" DROP COLUMN "description";
  ALTER TABLE "projects" DROP COLUMN "long_description";
  ALTER TABLE "projects" DROP COLUMN "long_description_text";
  ALTER TABLE "projects" DROP COLUMN "category";
  ALTER TABLE "projects" DROP COLUMN "my_role";
  ALTER TABLE "_projects_v_version_features" DROP COLUMN "text";
  ALTER TABLE "_projects_v_version_challenges" DROP COLUMN "text";
  ALTER TABLE "_projects_v_version_solutions" DROP COLUMN "text";
  ALTER TABLE "_projects_v" DROP COLUMN "version_title";
  ALTER TABLE "_projects_v" DROP COLUMN "version_description";
  ALTER TABLE "_projects_v" DROP COLUMN "version_long_description";
  ALTER TABLE "_projects_v" DROP COLUMN "version_long_description_text";
  ALTER TABLE "_projects_v" DROP COLUMN "version_category";
  ALTER TABLE "_projects_v" DROP COLUMN "version_my_role";
  ALTER TABLE "skills" DROP COLUMN "name";
  ALTER TABLE "skills" DROP COLUMN "description";
  ALTER TABLE "_skills_v" DROP COLUMN "version_name";
  ALTER TABLE "_skills_v" DROP COLUMN "version_description";
  ALTER TABLE "experiences" DROP COLUMN "title";
  ALTER TABLE "experiences" DROP COLUMN "location";
  ALTER TABLE "experiences" DROP COLUMN "description";
  ALTER TABLE "_experiences_v" DROP COLUMN "version_title";
  ALTER TABLE "_experiences_v" DROP COLUMN "version_location";
  ALTER TABLE "_experiences_v" DROP COLUMN "version_description";
  ALTER TABLE "education" DROP COLUMN "title";
  ALTER TABLE "education" DROP COLUMN "location";
  ALTER TABLE "education" DROP COLUMN "description";
  ALTER TABLE "_education_v" DROP COLUMN "version_title";
  ALTER TABLE "_education_v" DROP COLUMN "version_location";
  ALTER TABLE "_education_v" DROP COLUMN "version_description";
  ALTER TABLE "interests" DROP COLUMN "title";
  ALTER TABLE "interests" DROP COLUMN "description";
  ALTER TABLE "_interests_v" DROP COLUMN "version_title";
  ALTER TABLE "_interests_v" DROP COLUMN "version_description";
  ALTER TABLE "media" DROP COLUMN "alt";
  ALTER TABLE "personal_info" DROP COLUMN "title";
  ALTER TABLE "personal_info" DROP COLUMN "location";
  ALTER TABLE "personal_info" DROP COLUMN "bio";
  ALTER TABLE "personal_info" DROP COLUMN "about";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_title";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_location";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_bio";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_about";
  ALTER TABLE "site_texts" DROP COLUMN "home_availability";
  ALTER TABLE "site_texts" DROP COLUMN "home_greeting";
  ALTER TABLE "site_texts" DROP COLUMN "home_about_button";
  ALTER TABLE "site_texts" DROP COLUMN "home_work_button";
  ALTER TABLE "site_texts" DROP COLUMN "home_tech_stack_title";
  ALTER TABLE "site_texts" DROP COLUMN "home_tech_stack_lead";
  ALTER TABLE "site_texts" DROP COLUMN "home_cta_title";
  ALTER TABLE "site_texts" DROP COLUMN "home_cta_text";
  ALTER TABLE "site_texts" DROP COLUMN "home_cta_button";
  ALTER TABLE "site_texts" DROP COLUMN "skills_cta_title";
  ALTER TABLE "site_texts" DROP COLUMN "skills_cta_text";
  ALTER TABLE "site_texts" DROP COLUMN "skills_cta_button";
  ALTER TABLE "site_texts" DROP COLUMN "projects_cta_title";
  ALTER TABLE "site_texts" DROP COLUMN "projects_cta_text";
  ALTER TABLE "site_texts" DROP COLUMN "projects_cta_button";
  ALTER TABLE "site_texts" DROP COLUMN "project_not_found";
  ALTER TABLE "site_texts" DROP COLUMN "project_cta_title";
  ALTER TABLE "site_texts" DROP COLUMN "project_cta_text";
  ALTER TABLE "site_texts" DROP COLUMN "project_cta_button";
  ALTER TABLE "site_texts" DROP COLUMN "about_title";
  ALTER TABLE "site_texts" DROP COLUMN "about_years_value";
  ALTER TABLE "site_texts" DROP COLUMN "about_years_label";
  ALTER TABLE "site_texts" DROP COLUMN "about_companies_value";
  ALTER TABLE "site_texts" DROP COLUMN "about_companies_label";
  ALTER TABLE "site_texts" DROP COLUMN "about_passion_value";
  ALTER TABLE "site_texts" DROP COLUMN "about_passion_label";
  ALTER TABLE "site_texts" DROP COLUMN "about_interests_title";
  ALTER TABLE "site_texts" DROP COLUMN "about_interests_lead";
  ALTER TABLE "site_texts" DROP COLUMN "contact_title";
  ALTER TABLE "site_texts" DROP COLUMN "contact_lead";
  ALTER TABLE "site_texts" DROP COLUMN "contact_response_title";
  ALTER TABLE "site_texts" DROP COLUMN "contact_response_text";
  ALTER TABLE "site_texts" DROP COLUMN "contact_availability";
  ALTER TABLE "site_texts" DROP COLUMN "contact_work_link";
  ALTER TABLE "site_texts" DROP COLUMN "contact_skills_link";
  ALTER TABLE "site_texts" DROP COLUMN "footer_quote";
  ALTER TABLE "site_texts" DROP COLUMN "footer_note";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_availability";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_greeting";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_about_button";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_work_button";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_tech_stack_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_tech_stack_lead";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_cta_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_cta_text";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_home_cta_button";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_skills_cta_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_skills_cta_text";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_skills_cta_button";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_projects_cta_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_projects_cta_text";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_projects_cta_button";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_project_not_found";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_project_cta_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_project_cta_text";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_project_cta_button";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_years_value";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_years_label";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_companies_value";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_companies_label";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_passion_value";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_passion_label";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_interests_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_about_interests_lead";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_contact_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_contact_lead";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_contact_response_title";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_contact_response_text";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_contact_availability";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_contact_work_link";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_contact_skills_link";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_footer_quote";
  ALTER TABLE "_site_texts_v" DROP COLUMN "version_footer_note";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_challenges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_challenges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_solutions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "skills_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_skills_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiences_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_experiences_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "interests_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_interests_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "personal_info_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_personal_info_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_texts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_texts_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "projects_features_locales" CASCADE;
  DROP TABLE "projects_challenges_locales" CASCADE;
  DROP TABLE "projects_solutions_locales" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "_projects_v_version_features_locales" CASCADE;
  DROP TABLE "_projects_v_version_challenges_locales" CASCADE;
  DROP TABLE "_projects_v_version_solutions_locales" CASCADE;
  DROP TABLE "_projects_v_locales" CASCADE;
  DROP TABLE "skills_locales" CASCADE;
  DROP TABLE "_skills_v_locales" CASCADE;
  DROP TABLE "experiences_locales" CASCADE;
  DROP TABLE "_experiences_v_locales" CASCADE;
  DROP TABLE "education_locales" CASCADE;
  DROP TABLE "_education_v_locales" CASCADE;
  DROP TABLE "interests_locales" CASCADE;
  DROP TABLE "_interests_v_locales" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "personal_info_locales" CASCADE;
  DROP TABLE "_personal_info_v_locales" CASCADE;
  DROP TABLE "site_texts_locales" CASCADE;
  DROP TABLE "_site_texts_v_locales" CASCADE;
  DROP INDEX "_projects_v_snapshot_idx";
  DROP INDEX "_projects_v_published_locale_idx";
  DROP INDEX "_skills_v_snapshot_idx";
  DROP INDEX "_skills_v_published_locale_idx";
  DROP INDEX "_experiences_v_snapshot_idx";
  DROP INDEX "_experiences_v_published_locale_idx";
  DROP INDEX "education_texts_locale_parent";
  DROP INDEX "_education_v_snapshot_idx";
  DROP INDEX "_education_v_published_locale_idx";
  DROP INDEX "_education_v_texts_locale_parent";
  DROP INDEX "_interests_v_snapshot_idx";
  DROP INDEX "_interests_v_published_locale_idx";
  DROP INDEX "_personal_info_v_snapshot_idx";
  DROP INDEX "_personal_info_v_published_locale_idx";
  DROP INDEX "_site_texts_v_snapshot_idx";
  DROP INDEX "_site_texts_v_published_locale_idx";
  ALTER TABLE "projects_features" ADD COLUMN "text" varchar;
  ALTER TABLE "projects_challenges" ADD COLUMN "text" varchar;
  ALTER TABLE "projects_solutions" ADD COLUMN "text" varchar;
  ALTER TABLE "projects" ADD COLUMN "title" varchar;
  ALTER TABLE "projects" ADD COLUMN "description" varchar;
  ALTER TABLE "projects" ADD COLUMN "long_description" jsonb;
  ALTER TABLE "projects" ADD COLUMN "long_description_text" varchar;
  ALTER TABLE "projects" ADD COLUMN "category" varchar DEFAULT 'Web App';
  ALTER TABLE "projects" ADD COLUMN "my_role" varchar;
  ALTER TABLE "_projects_v_version_features" ADD COLUMN "text" varchar;
  ALTER TABLE "_projects_v_version_challenges" ADD COLUMN "text" varchar;
  ALTER TABLE "_projects_v_version_solutions" ADD COLUMN "text" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_long_description" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_long_description_text" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_category" varchar DEFAULT 'Web App';
  ALTER TABLE "_projects_v" ADD COLUMN "version_my_role" varchar;
  ALTER TABLE "skills" ADD COLUMN "name" varchar;
  ALTER TABLE "skills" ADD COLUMN "description" varchar;
  ALTER TABLE "_skills_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "_skills_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "experiences" ADD COLUMN "title" varchar;
  ALTER TABLE "experiences" ADD COLUMN "location" varchar;
  ALTER TABLE "experiences" ADD COLUMN "description" varchar;
  ALTER TABLE "_experiences_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_experiences_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_experiences_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "education" ADD COLUMN "title" varchar;
  ALTER TABLE "education" ADD COLUMN "location" varchar;
  ALTER TABLE "education" ADD COLUMN "description" varchar;
  ALTER TABLE "_education_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_education_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_education_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "interests" ADD COLUMN "title" varchar;
  ALTER TABLE "interests" ADD COLUMN "description" varchar;
  ALTER TABLE "_interests_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_interests_v" ADD COLUMN "version_description" varchar;
  ALTER TABLE "media" ADD COLUMN "alt" varchar NOT NULL;
  ALTER TABLE "personal_info" ADD COLUMN "title" varchar;
  ALTER TABLE "personal_info" ADD COLUMN "location" varchar;
  ALTER TABLE "personal_info" ADD COLUMN "bio" varchar;
  ALTER TABLE "personal_info" ADD COLUMN "about" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_title" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_location" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_bio" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_about" varchar;
  ALTER TABLE "site_texts" ADD COLUMN "home_availability" varchar DEFAULT 'Open to opportunities';
  ALTER TABLE "site_texts" ADD COLUMN "home_greeting" varchar DEFAULT 'Hi there, I’m';
  ALTER TABLE "site_texts" ADD COLUMN "home_about_button" varchar DEFAULT 'More about me';
  ALTER TABLE "site_texts" ADD COLUMN "home_work_button" varchar DEFAULT 'View Work';
  ALTER TABLE "site_texts" ADD COLUMN "home_tech_stack_title" varchar DEFAULT 'Tech Stack';
  ALTER TABLE "site_texts" ADD COLUMN "home_tech_stack_lead" varchar DEFAULT 'The technologies I reach for to design, build and ship full-stack products.';
  ALTER TABLE "site_texts" ADD COLUMN "home_cta_title" varchar DEFAULT 'Let''s Create Something Epic';
  ALTER TABLE "site_texts" ADD COLUMN "home_cta_text" varchar DEFAULT 'Have an idea, a product to build or a team that needs another developer? I’d love to hear from you.';
  ALTER TABLE "site_texts" ADD COLUMN "home_cta_button" varchar DEFAULT 'Get In Touch';
  ALTER TABLE "site_texts" ADD COLUMN "skills_cta_title" varchar DEFAULT 'Need these skills on your team?';
  ALTER TABLE "site_texts" ADD COLUMN "skills_cta_text" varchar DEFAULT 'I’m available for freelance work and full-time roles. Tell me about your project and let’s see how I can help.';
  ALTER TABLE "site_texts" ADD COLUMN "skills_cta_button" varchar DEFAULT 'Get In Touch';
  ALTER TABLE "site_texts" ADD COLUMN "projects_cta_title" varchar DEFAULT 'Have a project in mind?';
  ALTER TABLE "site_texts" ADD COLUMN "projects_cta_text" varchar DEFAULT 'Whether it’s a new product, a rebuild or a tricky feature, I’d love to hear about it.';
  ALTER TABLE "site_texts" ADD COLUMN "projects_cta_button" varchar DEFAULT 'Start a Conversation';
  ALTER TABLE "site_texts" ADD COLUMN "project_not_found" varchar DEFAULT 'Project not found — showing {title} instead.';
  ALTER TABLE "site_texts" ADD COLUMN "project_cta_title" varchar DEFAULT 'Interested in similar projects?';
  ALTER TABLE "site_texts" ADD COLUMN "project_cta_text" varchar DEFAULT 'Browse more of my work, or get in touch to talk about what you are building.';
  ALTER TABLE "site_texts" ADD COLUMN "project_cta_button" varchar DEFAULT 'View More Projects';
  ALTER TABLE "site_texts" ADD COLUMN "about_title" varchar DEFAULT 'About Me';
  ALTER TABLE "site_texts" ADD COLUMN "about_years_value" varchar DEFAULT '2+';
  ALTER TABLE "site_texts" ADD COLUMN "about_years_label" varchar DEFAULT 'Years';
  ALTER TABLE "site_texts" ADD COLUMN "about_companies_value" varchar DEFAULT '2';
  ALTER TABLE "site_texts" ADD COLUMN "about_companies_label" varchar DEFAULT 'Companies';
  ALTER TABLE "site_texts" ADD COLUMN "about_passion_value" varchar DEFAULT '100%';
  ALTER TABLE "site_texts" ADD COLUMN "about_passion_label" varchar DEFAULT 'Passionate';
  ALTER TABLE "site_texts" ADD COLUMN "about_interests_title" varchar DEFAULT 'When I''m Not Coding';
  ALTER TABLE "site_texts" ADD COLUMN "about_interests_lead" varchar DEFAULT 'What keeps me curious, rested and inspired away from the keyboard.';
  ALTER TABLE "site_texts" ADD COLUMN "contact_title" varchar DEFAULT 'Get In Touch';
  ALTER TABLE "site_texts" ADD COLUMN "contact_lead" varchar DEFAULT 'Have a project in mind, a role to fill or just want to say hello? My inbox is always open.';
  ALTER TABLE "site_texts" ADD COLUMN "contact_response_title" varchar DEFAULT 'Quick Response';
  ALTER TABLE "site_texts" ADD COLUMN "contact_response_text" varchar DEFAULT 'I typically respond within 24 hours.';
  ALTER TABLE "site_texts" ADD COLUMN "contact_availability" varchar DEFAULT 'Available for new projects';
  ALTER TABLE "site_texts" ADD COLUMN "contact_work_link" varchar DEFAULT 'View My Work';
  ALTER TABLE "site_texts" ADD COLUMN "contact_skills_link" varchar DEFAULT 'My Skills';
  ALTER TABLE "site_texts" ADD COLUMN "footer_quote" varchar DEFAULT 'Great software is built one thoughtful commit at a time.';
  ALTER TABLE "site_texts" ADD COLUMN "footer_note" varchar DEFAULT 'Designed and built with care.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_availability" varchar DEFAULT 'Open to opportunities';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_greeting" varchar DEFAULT 'Hi there, I’m';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_about_button" varchar DEFAULT 'More about me';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_work_button" varchar DEFAULT 'View Work';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_tech_stack_title" varchar DEFAULT 'Tech Stack';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_tech_stack_lead" varchar DEFAULT 'The technologies I reach for to design, build and ship full-stack products.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_cta_title" varchar DEFAULT 'Let''s Create Something Epic';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_cta_text" varchar DEFAULT 'Have an idea, a product to build or a team that needs another developer? I’d love to hear from you.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_home_cta_button" varchar DEFAULT 'Get In Touch';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_skills_cta_title" varchar DEFAULT 'Need these skills on your team?';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_skills_cta_text" varchar DEFAULT 'I’m available for freelance work and full-time roles. Tell me about your project and let’s see how I can help.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_skills_cta_button" varchar DEFAULT 'Get In Touch';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_projects_cta_title" varchar DEFAULT 'Have a project in mind?';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_projects_cta_text" varchar DEFAULT 'Whether it’s a new product, a rebuild or a tricky feature, I’d love to hear about it.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_projects_cta_button" varchar DEFAULT 'Start a Conversation';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_project_not_found" varchar DEFAULT 'Project not found — showing {title} instead.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_project_cta_title" varchar DEFAULT 'Interested in similar projects?';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_project_cta_text" varchar DEFAULT 'Browse more of my work, or get in touch to talk about what you are building.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_project_cta_button" varchar DEFAULT 'View More Projects';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_title" varchar DEFAULT 'About Me';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_years_value" varchar DEFAULT '2+';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_years_label" varchar DEFAULT 'Years';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_companies_value" varchar DEFAULT '2';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_companies_label" varchar DEFAULT 'Companies';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_passion_value" varchar DEFAULT '100%';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_passion_label" varchar DEFAULT 'Passionate';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_interests_title" varchar DEFAULT 'When I''m Not Coding';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_about_interests_lead" varchar DEFAULT 'What keeps me curious, rested and inspired away from the keyboard.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_contact_title" varchar DEFAULT 'Get In Touch';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_contact_lead" varchar DEFAULT 'Have a project in mind, a role to fill or just want to say hello? My inbox is always open.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_contact_response_title" varchar DEFAULT 'Quick Response';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_contact_response_text" varchar DEFAULT 'I typically respond within 24 hours.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_contact_availability" varchar DEFAULT 'Available for new projects';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_contact_work_link" varchar DEFAULT 'View My Work';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_contact_skills_link" varchar DEFAULT 'My Skills';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_footer_quote" varchar DEFAULT 'Great software is built one thoughtful commit at a time.';
  ALTER TABLE "_site_texts_v" ADD COLUMN "version_footer_note" varchar DEFAULT 'Designed and built with care.';
  ALTER TABLE "_projects_v" DROP COLUMN "snapshot";
  ALTER TABLE "_projects_v" DROP COLUMN "published_locale";
  ALTER TABLE "_skills_v" DROP COLUMN "snapshot";
  ALTER TABLE "_skills_v" DROP COLUMN "published_locale";
  ALTER TABLE "_experiences_v" DROP COLUMN "snapshot";
  ALTER TABLE "_experiences_v" DROP COLUMN "published_locale";
  ALTER TABLE "education_texts" DROP COLUMN "locale";
  ALTER TABLE "_education_v" DROP COLUMN "snapshot";
  ALTER TABLE "_education_v" DROP COLUMN "published_locale";
  ALTER TABLE "_education_v_texts" DROP COLUMN "locale";
  ALTER TABLE "_interests_v" DROP COLUMN "snapshot";
  ALTER TABLE "_interests_v" DROP COLUMN "published_locale";
  ALTER TABLE "_personal_info_v" DROP COLUMN "snapshot";
  ALTER TABLE "_personal_info_v" DROP COLUMN "published_locale";
  ALTER TABLE "_site_texts_v" DROP COLUMN "snapshot";
  ALTER TABLE "_site_texts_v" DROP COLUMN "published_locale";
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum__projects_v_published_locale";
  DROP TYPE "public"."enum__skills_v_published_locale";
  DROP TYPE "public"."enum__experiences_v_published_locale";
  DROP TYPE "public"."enum__education_v_published_locale";
  DROP TYPE "public"."enum__interests_v_published_locale";
  DROP TYPE "public"."enum__personal_info_v_published_locale";
  DROP TYPE "public"."enum__site_texts_v_published_locale";`)
}
