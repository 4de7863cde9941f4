import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_projects_project_status" AS ENUM('completed', 'in-progress', 'maintained', 'planned');
  ALTER TABLE "projects" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "projects" ALTER COLUMN "status" SET DATA TYPE "public"."enum_projects_project_status" USING "status"::text::"public"."enum_projects_project_status";
  ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'completed';
  DROP TYPE "public"."enum_projects_status";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_projects_project_status" RENAME TO "enum_projects_status";`)
}
