import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_backup_runs_status" AS ENUM('running', 'done', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendOwnerAlert' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'scheduledBackup' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendOwnerAlert' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'scheduledBackup' BEFORE 'schedulePublish';
  CREATE TABLE "owner_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"problem" varchar NOT NULL,
  	"day" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "backup_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL,
  	"status" "enum_backup_runs_status" DEFAULT 'running' NOT NULL,
  	"file" varchar,
  	"error" varchar,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "backup_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"daily_time" varchar DEFAULT '03:00' NOT NULL,
  	"keep_daily" numeric DEFAULT 7 NOT NULL,
  	"keep_weekly" numeric DEFAULT 4 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "owner_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "backup_runs_id" integer;
  CREATE INDEX "owner_alerts_updated_at_idx" ON "owner_alerts" USING btree ("updated_at");
  CREATE INDEX "owner_alerts_created_at_idx" ON "owner_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "problem_day_idx" ON "owner_alerts" USING btree ("problem","day");
  CREATE UNIQUE INDEX "backup_runs_slot_idx" ON "backup_runs" USING btree ("slot");
  CREATE INDEX "backup_runs_updated_at_idx" ON "backup_runs" USING btree ("updated_at");
  CREATE INDEX "backup_runs_created_at_idx" ON "backup_runs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_owner_alerts_fk" FOREIGN KEY ("owner_alerts_id") REFERENCES "public"."owner_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_backup_runs_fk" FOREIGN KEY ("backup_runs_id") REFERENCES "public"."backup_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_owner_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("owner_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_backup_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("backup_runs_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "owner_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "backup_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "backup_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "owner_alerts" CASCADE;
  DROP TABLE "backup_runs" CASCADE;
  DROP TABLE "backup_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_owner_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_backup_runs_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendInquiryNotification', 'sendInquiryAutoReply', 'requeueInquiryNotifications', 'sendAccountNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendInquiryNotification', 'sendInquiryAutoReply', 'requeueInquiryNotifications', 'sendAccountNotice', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_owner_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_backup_runs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "owner_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "backup_runs_id";
  DROP TYPE "public"."enum_backup_runs_status";`)
}
