import * as migration_20261121_200519_initial from './20261121_200519_initial';
import * as migration_20261121_202435_inquiry_email_notifications from './20261121_202435_inquiry_email_notifications';
import * as migration_20261121_205701_optional_slugs from './20261121_205701_optional_slugs';

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
    name: '20261121_205701_optional_slugs'
  },
];
