import type { GlobalConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'
import { listBackupsEndpoint, downloadBackupEndpoint } from '../backup/backupEndpoints'
import { BACKUP_DEFAULTS, BACKUP_SETTINGS, isDailyTime } from '../backup/readBackupSettings'

/**
 * The daily backup's time and how many copies are kept (docs/operations.md). Only the owner
 * writes it: the schedule reads it and falls back to the defaults for what was never saved.
 */
export const BackupSettings: GlobalConfig = {
  slug: BACKUP_SETTINGS,
  label: 'Backups',
  admin: {
    description:
      'A copy of every record and every upload is made each day, to the backup folder ' +
      '(BACKUP_DIR) or the S3 bucket. A failed backup is e-mailed to the owner.',
  },
  access: { read: isAdmin, update: isAdmin },
  endpoints: [listBackupsEndpoint, downloadBackupEndpoint],
  fields: [
    {
      name: 'enabled',
      label: 'Make a backup every day',
      type: 'checkbox',
      defaultValue: BACKUP_DEFAULTS.enabled,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'dailyTime',
          label: 'Time of day',
          type: 'text',
          required: true,
          defaultValue: BACKUP_DEFAULTS.dailyTime,
          admin: { description: "HH:MM, 24-hour, in the site's time zone." },
          validate: (value: unknown) =>
            isDailyTime(value) ? true : 'A time of day as HH:MM, from 00:00 to 23:59.',
        },
        {
          name: 'keepDaily',
          label: 'Daily copies kept',
          type: 'number',
          required: true,
          min: 1,
          max: 366,
          defaultValue: BACKUP_DEFAULTS.keepDaily,
          admin: { step: 1 },
        },
        {
          name: 'keepWeekly',
          label: 'Weekly copies kept',
          type: 'number',
          required: true,
          min: 0,
          max: 520,
          defaultValue: BACKUP_DEFAULTS.keepWeekly,
          admin: { step: 1, description: 'The newest backup of each week, beyond the daily ones.' },
        },
      ],
    },
    {
      name: 'backupList',
      type: 'ui',
      admin: { components: { Field: '/src/cms/admin/BackupsList#BackupsList' } },
    },
  ],
}
