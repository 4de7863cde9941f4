import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" ADD COLUMN "import_key" varchar;
  ALTER TABLE "_projects_v" ADD COLUMN "version_import_key" varchar;
  ALTER TABLE "skills" ADD COLUMN "import_key" varchar;
  ALTER TABLE "_skills_v" ADD COLUMN "version_import_key" varchar;
  ALTER TABLE "experiences" ADD COLUMN "import_key" varchar;
  ALTER TABLE "_experiences_v" ADD COLUMN "version_import_key" varchar;
  ALTER TABLE "education" ADD COLUMN "import_key" varchar;
  ALTER TABLE "_education_v" ADD COLUMN "version_import_key" varchar;
  ALTER TABLE "interests" ADD COLUMN "import_key" varchar;
  ALTER TABLE "_interests_v" ADD COLUMN "version_import_key" varchar;
  CREATE INDEX "projects_import_key_idx" ON "projects" USING btree ("import_key");
  CREATE INDEX "_projects_v_version_version_import_key_idx" ON "_projects_v" USING btree ("version_import_key");
  CREATE INDEX "skills_import_key_idx" ON "skills" USING btree ("import_key");
  CREATE INDEX "_skills_v_version_version_import_key_idx" ON "_skills_v" USING btree ("version_import_key");
  CREATE INDEX "experiences_import_key_idx" ON "experiences" USING btree ("import_key");
  CREATE INDEX "_experiences_v_version_version_import_key_idx" ON "_experiences_v" USING btree ("version_import_key");
  CREATE INDEX "education_import_key_idx" ON "education" USING btree ("import_key");
  CREATE INDEX "_education_v_version_version_import_key_idx" ON "_education_v" USING btree ("version_import_key");
  CREATE INDEX "interests_import_key_idx" ON "interests" USING btree ("import_key");
  CREATE INDEX "_interests_v_version_version_import_key_idx" ON "_interests_v" USING btree ("version_import_key");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "projects_import_key_idx";
  DROP INDEX "_projects_v_version_version_import_key_idx";
  DROP INDEX "skills_import_key_idx";
  DROP INDEX "_skills_v_version_version_import_key_idx";
  DROP INDEX "experiences_import_key_idx";
  DROP INDEX "_experiences_v_version_version_import_key_idx";
  DROP INDEX "education_import_key_idx";
  DROP INDEX "_education_v_version_version_import_key_idx";
  DROP INDEX "interests_import_key_idx";
  DROP INDEX "_interests_v_version_version_import_key_idx";
  ALTER TABLE "projects" DROP COLUMN "import_key";
  ALTER TABLE "_projects_v" DROP COLUMN "version_import_key";
  ALTER TABLE "skills" DROP COLUMN "import_key";
  ALTER TABLE "_skills_v" DROP COLUMN "version_import_key";
  ALTER TABLE "experiences" DROP COLUMN "import_key";
  ALTER TABLE "_experiences_v" DROP COLUMN "version_import_key";
  ALTER TABLE "education" DROP COLUMN "import_key";
  ALTER TABLE "_education_v" DROP COLUMN "version_import_key";
  ALTER TABLE "interests" DROP COLUMN "import_key";
  ALTER TABLE "_interests_v" DROP COLUMN "version_import_key";`)
}
