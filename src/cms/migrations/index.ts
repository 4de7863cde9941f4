import * as migration_20261121_200519_initial from './20261121_200519_initial';
import * as migration_20261121_202435_inquiry_email_notifications from './20261121_202435_inquiry_email_notifications';
import * as migration_20261121_205701_optional_slugs from './20261121_205701_optional_slugs';
import * as migration_20261124_013458_project_status_enum_name from './20261124_013458_project_status_enum_name';
import * as migration_20261124_013559_drafts_versions_order from './20261124_013559_drafts_versions_order';
import * as migration_20261124_013633_publish_existing_content from './20261124_013633_publish_existing_content';
import * as migration_20261124_025242_resume_documents from './20261124_025242_resume_documents';
import * as migration_20261124_053505_app_identity_site_texts_shared_media from './20261124_053505_app_identity_site_texts_shared_media';
import * as migration_20261124_053517_rate_limit_hits from './20261124_053517_rate_limit_hits';
import * as migration_20261126_132529_inquiry_spool_id from './20261126_132529_inquiry_spool_id';
import * as migration_20261126_142311_inquiry_replied_at from './20261126_142311_inquiry_replied_at';
import * as migration_20261126_164226_texts_hold_before_languages from './20261126_164226_texts_hold_before_languages';
import * as migration_20261126_165509_languages from './20261126_165509_languages';
import * as migration_20261126_165604_texts_become_first_language from './20261126_165604_texts_become_first_language';
import * as migration_20261126_170346_site_languages from './20261126_170346_site_languages';
import * as migration_20261126_202753_site_words from './20261126_202753_site_words';
import * as migration_20261126_233000_audience from './20261126_233000_audience';
import * as migration_20261126_234001_audience_settings from './20261126_234001_audience_settings';
import * as migration_20261127_030716_site_texts_without_column_defaults from './20261127_030716_site_texts_without_column_defaults';
import * as migration_20261127_030719_import_keys from './20261127_030719_import_keys';
import * as migration_20261127_053452_redirects from './20261127_053452_redirects';
import * as migration_20261127_060034_account_notices from './20261127_060034_account_notices';
import * as migration_20261128_050839_second_factor from './20261128_050839_second_factor';
import * as migration_20261128_055638_passkeys_and_posts from './20261128_055638_passkeys_and_posts';
import * as migration_20261128_214002_imported_as from './20261128_214002_imported_as';
import * as migration_20261128_214440_second_factor_table from './20261128_214440_second_factor_table';
import * as migration_20261128_215043_redirects_to_posts from './20261128_215043_redirects_to_posts';
import * as migration_20261128_215123_empty_slugs from './20261128_215123_empty_slugs';
import * as migration_20261128_215643_project_category_default_language_only from './20261128_215643_project_category_default_language_only';
import * as migration_20261128_221524_site_texts_defaults_not_stored from './20261128_221524_site_texts_defaults_not_stored';
import * as migration_20261128_233548_schema_of_merged_branches from './20261128_233548_schema_of_merged_branches';
import * as migration_20261202_033537_backups_and_owner_alerts from './20261202_033537_backups_and_owner_alerts';
import * as migration_20261202_071246_look_global from './20261202_071246_look_global';
import * as migration_20261202_113237_project_case_study from './20261202_113237_project_case_study';
import * as migration_20261202_153111_profile_scheduling_url from './20261202_153111_profile_scheduling_url';
import * as migration_20261202_153127_testimonials from './20261202_153127_testimonials';
import * as migration_20261202_153158_resume_generated from './20261202_153158_resume_generated';
import * as migration_20261202_154141_project_visibility from './20261202_154141_project_visibility';

export const migrations = [
  {
    up: migration_20261121_200519_initial.up,
    down: migration_20261121_200519_initial.down,
    name: '20261121_200519_initial',
  },
  {
    up: migration_20261121_202435_inquiry_email_notifications.up,
    down: migration_20261121_202435_inquiry_email_notifications.down,
    name: '20261121_202435_inquiry_email_notifications',
  },
  {
    up: migration_20261121_205701_optional_slugs.up,
    down: migration_20261121_205701_optional_slugs.down,
    name: '20261121_205701_optional_slugs',
  },
  {
    up: migration_20261124_013458_project_status_enum_name.up,
    down: migration_20261124_013458_project_status_enum_name.down,
    name: '20261124_013458_project_status_enum_name',
  },
  {
    up: migration_20261124_013559_drafts_versions_order.up,
    down: migration_20261124_013559_drafts_versions_order.down,
    name: '20261124_013559_drafts_versions_order',
  },
  {
    up: migration_20261124_013633_publish_existing_content.up,
    down: migration_20261124_013633_publish_existing_content.down,
    name: '20261124_013633_publish_existing_content',
  },
  {
    up: migration_20261124_025242_resume_documents.up,
    down: migration_20261124_025242_resume_documents.down,
    name: '20261124_025242_resume_documents',
  },
  {
    up: migration_20261124_053505_app_identity_site_texts_shared_media.up,
    down: migration_20261124_053505_app_identity_site_texts_shared_media.down,
    name: '20261124_053505_app_identity_site_texts_shared_media',
  },
  {
    up: migration_20261124_053517_rate_limit_hits.up,
    down: migration_20261124_053517_rate_limit_hits.down,
    name: '20261124_053517_rate_limit_hits',
  },
  {
    up: migration_20261126_132529_inquiry_spool_id.up,
    down: migration_20261126_132529_inquiry_spool_id.down,
    name: '20261126_132529_inquiry_spool_id',
  },
  {
    up: migration_20261126_142311_inquiry_replied_at.up,
    down: migration_20261126_142311_inquiry_replied_at.down,
    name: '20261126_142311_inquiry_replied_at',
  },
  {
    up: migration_20261126_164226_texts_hold_before_languages.up,
    down: migration_20261126_164226_texts_hold_before_languages.down,
    name: '20261126_164226_texts_hold_before_languages',
  },
  {
    up: migration_20261126_165509_languages.up,
    down: migration_20261126_165509_languages.down,
    name: '20261126_165509_languages',
  },
  {
    up: migration_20261126_165604_texts_become_first_language.up,
    down: migration_20261126_165604_texts_become_first_language.down,
    name: '20261126_165604_texts_become_first_language',
  },
  {
    up: migration_20261126_170346_site_languages.up,
    down: migration_20261126_170346_site_languages.down,
    name: '20261126_170346_site_languages',
  },
  {
    up: migration_20261126_202753_site_words.up,
    down: migration_20261126_202753_site_words.down,
    name: '20261126_202753_site_words',
  },
  {
    up: migration_20261126_233000_audience.up,
    down: migration_20261126_233000_audience.down,
    name: '20261126_233000_audience',
  },
  {
    up: migration_20261126_234001_audience_settings.up,
    down: migration_20261126_234001_audience_settings.down,
    name: '20261126_234001_audience_settings',
  },
  {
    up: migration_20261127_030716_site_texts_without_column_defaults.up,
    down: migration_20261127_030716_site_texts_without_column_defaults.down,
    name: '20261127_030716_site_texts_without_column_defaults',
  },
  {
    up: migration_20261127_030719_import_keys.up,
    down: migration_20261127_030719_import_keys.down,
    name: '20261127_030719_import_keys',
  },
  {
    up: migration_20261127_053452_redirects.up,
    down: migration_20261127_053452_redirects.down,
    name: '20261127_053452_redirects',
  },
  {
    up: migration_20261127_060034_account_notices.up,
    down: migration_20261127_060034_account_notices.down,
    name: '20261127_060034_account_notices',
  },
  {
    up: migration_20261128_050839_second_factor.up,
    down: migration_20261128_050839_second_factor.down,
    name: '20261128_050839_second_factor',
  },
  {
    up: migration_20261128_055638_passkeys_and_posts.up,
    down: migration_20261128_055638_passkeys_and_posts.down,
    name: '20261128_055638_passkeys_and_posts',
  },
  {
    up: migration_20261128_214002_imported_as.up,
    down: migration_20261128_214002_imported_as.down,
    name: '20261128_214002_imported_as',
  },
  {
    up: migration_20261128_214440_second_factor_table.up,
    down: migration_20261128_214440_second_factor_table.down,
    name: '20261128_214440_second_factor_table',
  },
  {
    up: migration_20261128_215043_redirects_to_posts.up,
    down: migration_20261128_215043_redirects_to_posts.down,
    name: '20261128_215043_redirects_to_posts',
  },
  {
    up: migration_20261128_215123_empty_slugs.up,
    down: migration_20261128_215123_empty_slugs.down,
    name: '20261128_215123_empty_slugs',
  },
  {
    up: migration_20261128_215643_project_category_default_language_only.up,
    down: migration_20261128_215643_project_category_default_language_only.down,
    name: '20261128_215643_project_category_default_language_only',
  },
  {
    up: migration_20261128_221524_site_texts_defaults_not_stored.up,
    down: migration_20261128_221524_site_texts_defaults_not_stored.down,
    name: '20261128_221524_site_texts_defaults_not_stored',
  },
  {
    up: migration_20261128_233548_schema_of_merged_branches.up,
    down: migration_20261128_233548_schema_of_merged_branches.down,
    name: '20261128_233548_schema_of_merged_branches',
  },
  {
    up: migration_20261202_033537_backups_and_owner_alerts.up,
    down: migration_20261202_033537_backups_and_owner_alerts.down,
    name: '20261202_033537_backups_and_owner_alerts',
  },
  {
    up: migration_20261202_071246_look_global.up,
    down: migration_20261202_071246_look_global.down,
    name: '20261202_071246_look_global',
  },
  {
    up: migration_20261202_113237_project_case_study.up,
    down: migration_20261202_113237_project_case_study.down,
    name: '20261202_113237_project_case_study',
  },
  {
    up: migration_20261202_153111_profile_scheduling_url.up,
    down: migration_20261202_153111_profile_scheduling_url.down,
    name: '20261202_153111_profile_scheduling_url',
  },
  {
    up: migration_20261202_153127_testimonials.up,
    down: migration_20261202_153127_testimonials.down,
    name: '20261202_153127_testimonials',
  },
  {
    up: migration_20261202_153158_resume_generated.up,
    down: migration_20261202_153158_resume_generated.down,
    name: '20261202_153158_resume_generated',
  },
  {
    up: migration_20261202_154141_project_visibility.up,
    down: migration_20261202_154141_project_visibility.down,
    name: '20261202_154141_project_visibility',
  },
];
