import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiries_notification_status" AS ENUM('pending', 'sent', 'failed', 'skipped', 'spam');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendInquiryNotification', 'sendInquiryAutoReply', 'requeueInquiryNotifications');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendInquiryNotification', 'sendInquiryAutoReply', 'requeueInquiryNotifications');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"concurrency_key" varchar,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "spam" boolean DEFAULT false;
  ALTER TABLE "inquiries" ADD COLUMN "notification_status" "enum_inquiries_notification_status" DEFAULT 'skipped';
  ALTER TABLE "inquiries" ADD COLUMN "notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "inquiries" ADD COLUMN "notification_error" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "notified_at" timestamp(3) with time zone;
  ALTER TABLE "inquiries" ADD COLUMN "auto_reply_sent_at" timestamp(3) with time zone;
  ALTER TABLE "smtp_config" ADD COLUMN "auto_reply_enabled" boolean DEFAULT false;
  ALTER TABLE "smtp_config" ADD COLUMN "auto_reply_subject" varchar DEFAULT 'Thanks for your message';
  ALTER TABLE "smtp_config" ADD COLUMN "auto_reply_message" varchar DEFAULT 'Hi {name},
  
  Thank you for getting in touch. I have received your message and will reply within 24 hours.
  
  Best regards';
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_concurrency_key_idx" ON "payload_jobs" USING btree ("concurrency_key");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "inquiries_spam_idx" ON "inquiries" USING btree ("spam");
  CREATE INDEX "inquiries_notification_status_idx" ON "inquiries" USING btree ("notification_status");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  DROP INDEX "inquiries_spam_idx";
  DROP INDEX "inquiries_notification_status_idx";
  ALTER TABLE "inquiries" DROP COLUMN "spam";
  ALTER TABLE "inquiries" DROP COLUMN "notification_status";
  ALTER TABLE "inquiries" DROP COLUMN "notification_attempts";
  ALTER TABLE "inquiries" DROP COLUMN "notification_error";
  ALTER TABLE "inquiries" DROP COLUMN "notified_at";
  ALTER TABLE "inquiries" DROP COLUMN "auto_reply_sent_at";
  ALTER TABLE "smtp_config" DROP COLUMN "auto_reply_enabled";
  ALTER TABLE "smtp_config" DROP COLUMN "auto_reply_subject";
  ALTER TABLE "smtp_config" DROP COLUMN "auto_reply_message";
  DROP TYPE "public"."enum_inquiries_notification_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
