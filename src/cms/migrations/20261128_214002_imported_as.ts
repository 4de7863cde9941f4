import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" ADD COLUMN "imported_as" jsonb;
  ALTER TABLE "_projects_v" ADD COLUMN "version_imported_as" jsonb;
  ALTER TABLE "skills" ADD COLUMN "imported_as" jsonb;
  ALTER TABLE "_skills_v" ADD COLUMN "version_imported_as" jsonb;
  ALTER TABLE "experiences" ADD COLUMN "imported_as" jsonb;
  ALTER TABLE "_experiences_v" ADD COLUMN "version_imported_as" jsonb;
  ALTER TABLE "education" ADD COLUMN "imported_as" jsonb;
  ALTER TABLE "_education_v" ADD COLUMN "version_imported_as" jsonb;
  ALTER TABLE "interests" ADD COLUMN "imported_as" jsonb;
  ALTER TABLE "_interests_v" ADD COLUMN "version_imported_as" jsonb;
  ALTER TABLE "personal_info" ADD COLUMN "imported_as" jsonb;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_imported_as" jsonb;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" DROP COLUMN "imported_as";
  ALTER TABLE "_projects_v" DROP COLUMN "version_imported_as";
  ALTER TABLE "skills" DROP COLUMN "imported_as";
  ALTER TABLE "_skills_v" DROP COLUMN "version_imported_as";
  ALTER TABLE "experiences" DROP COLUMN "imported_as";
  ALTER TABLE "_experiences_v" DROP COLUMN "version_imported_as";
  ALTER TABLE "education" DROP COLUMN "imported_as";
  ALTER TABLE "_education_v" DROP COLUMN "version_imported_as";
  ALTER TABLE "interests" DROP COLUMN "imported_as";
  ALTER TABLE "_interests_v" DROP COLUMN "version_imported_as";
  ALTER TABLE "personal_info" DROP COLUMN "imported_as";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_imported_as";`)
}
