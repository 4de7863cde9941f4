import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "personal_info" ADD COLUMN "app_logo_id" integer;
  ALTER TABLE "personal_info" ADD COLUMN "app_theme_color" varchar;
  ALTER TABLE "personal_info" ADD COLUMN "app_background_color" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_app_logo_id" integer;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_app_theme_color" varchar;
  ALTER TABLE "_personal_info_v" ADD COLUMN "version_app_background_color" varchar;
  ALTER TABLE "personal_info" ADD CONSTRAINT "personal_info_app_logo_id_media_id_fk" FOREIGN KEY ("app_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_personal_info_v" ADD CONSTRAINT "_personal_info_v_version_app_logo_id_media_id_fk" FOREIGN KEY ("version_app_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "personal_info_app_app_logo_idx" ON "personal_info" USING btree ("app_logo_id");
  CREATE INDEX "_personal_info_v_version_app_version_app_logo_idx" ON "_personal_info_v" USING btree ("version_app_logo_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "personal_info" DROP CONSTRAINT "personal_info_app_logo_id_media_id_fk";
  
  ALTER TABLE "_personal_info_v" DROP CONSTRAINT "_personal_info_v_version_app_logo_id_media_id_fk";
  
  DROP INDEX "personal_info_app_app_logo_idx";
  DROP INDEX "_personal_info_v_version_app_version_app_logo_idx";
  ALTER TABLE "personal_info" DROP COLUMN "app_logo_id";
  ALTER TABLE "personal_info" DROP COLUMN "app_theme_color";
  ALTER TABLE "personal_info" DROP COLUMN "app_background_color";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_app_logo_id";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_app_theme_color";
  ALTER TABLE "_personal_info_v" DROP COLUMN "version_app_background_color";`)
}
