import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_personal_info_resume_source" AS ENUM('uploaded', 'generated');
  CREATE TYPE "public"."enum__personal_info_v_version_resume_source" AS ENUM('uploaded', 'generated');
  ALTER TABLE "projects" ADD COLUMN "show_on_resume" boolean DEFAULT false;
  ALTER TABLE "_projects_v" ADD COLUMN "version_show_on_resume" boolean DEFAULT false;
  ALTER TABLE "personal_info" ADD COLUMN "resume_source" "enum_personal_info_resume_source" DEFAULT 'uploaded';
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_resume_source" "enum__personal_info_v_version_resume_source" DEFAULT 'uploaded';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" DROP COLUMN "show_on_resume";
  ALTER TABLE "_projects_v" DROP COLUMN "version_show_on_resume";
  ALTER TABLE "personal_info" DROP COLUMN "resume_source";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_resume_source";
  DROP TYPE "public"."enum_personal_info_resume_source";
  DROP TYPE "public"."enum__personal_info_v_version_resume_source";`)
}
