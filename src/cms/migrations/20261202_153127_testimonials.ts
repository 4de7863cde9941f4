import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_testimonials_state" AS ENUM('pending', 'approved', 'hidden');
  CREATE TYPE "public"."enum_testimonials_source" AS ENUM('manual', 'request');
  CREATE TYPE "public"."enum_testimonial_requests_language" AS ENUM('en', 'es', 'fr', 'de', 'pt', 'it', 'nl', 'pl', 'uk', 'ru', 'tr', 'ar', 'he', 'fa', 'ur', 'hi', 'bn', 'ta', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'ms', 'fil', 'sw', 'ro', 'el', 'cs', 'sv', 'hu');
  CREATE TYPE "public"."enum_testimonial_requests_email_status" AS ENUM('pending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendTestimonialRequest' BEFORE 'scheduledBackup';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendTestimonialRequest' BEFORE 'scheduledBackup';
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum_testimonials_state" DEFAULT 'pending' NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"company" varchar,
  	"text" varchar NOT NULL,
  	"photo_id" integer,
  	"project_id" integer,
  	"source" "enum_testimonials_source" DEFAULT 'manual' NOT NULL,
  	"request_id" integer,
  	"submitted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "testimonial_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"project_id" integer,
  	"message" varchar,
  	"language" "enum_testimonial_requests_language",
  	"email_status" "enum_testimonial_requests_email_status" DEFAULT 'skipped',
  	"email_error" varchar,
  	"emailed_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"used_at" timestamp(3) with time zone,
  	"testimonial_id" integer,
  	"token_seed" varchar,
  	"token_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "testimonial_requests_id" integer;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_request_id_testimonial_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."testimonial_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonial_requests" ADD CONSTRAINT "testimonial_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonial_requests" ADD CONSTRAINT "testimonial_requests_testimonial_id_testimonials_id_fk" FOREIGN KEY ("testimonial_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "testimonials_state_idx" ON "testimonials" USING btree ("state");
  CREATE INDEX "testimonials_photo_idx" ON "testimonials" USING btree ("photo_id");
  CREATE INDEX "testimonials_project_idx" ON "testimonials" USING btree ("project_id");
  CREATE INDEX "testimonials_request_idx" ON "testimonials" USING btree ("request_id");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonial_requests_project_idx" ON "testimonial_requests" USING btree ("project_id");
  CREATE INDEX "testimonial_requests_testimonial_idx" ON "testimonial_requests" USING btree ("testimonial_id");
  CREATE UNIQUE INDEX "testimonial_requests_token_hash_idx" ON "testimonial_requests" USING btree ("token_hash");
  CREATE INDEX "testimonial_requests_updated_at_idx" ON "testimonial_requests" USING btree ("updated_at");
  CREATE INDEX "testimonial_requests_created_at_idx" ON "testimonial_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonial_requests_fk" FOREIGN KEY ("testimonial_requests_id") REFERENCES "public"."testimonial_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_testimonial_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonial_requests_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "testimonial_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "testimonial_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonial_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendInquiryNotification', 'sendInquiryAutoReply', 'requeueInquiryNotifications', 'sendAccountNotice', 'sendOwnerAlert', 'scheduledBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendInquiryNotification', 'sendInquiryAutoReply', 'requeueInquiryNotifications', 'sendAccountNotice', 'sendOwnerAlert', 'scheduledBackup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_testimonial_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "testimonial_requests_id";
  DROP TYPE "public"."enum_testimonials_state";
  DROP TYPE "public"."enum_testimonials_source";
  DROP TYPE "public"."enum_testimonial_requests_language";
  DROP TYPE "public"."enum_testimonial_requests_email_status";`)
}
