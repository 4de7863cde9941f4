import type { CollectionConfig } from 'payload'

import { isAdmin } from '../src/cms/access/isAdmin'
import { BACKUP_RUNS } from '../src/cms/backup/claimBackupSlot'

const nobody = () => false

/**
 * One row per scheduled backup slot (the site day it belongs to): the unique slot is claimed by
 * one insert, so of several instances sharing the database exactly one makes the day's backup.
 */
export const BackupRuns: CollectionConfig = {
  slug: BACKUP_RUNS,
  admin: { hidden: true, useAsTitle: 'slot' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    // The site day, YYYY-MM-DD.
    { name: 'slot', type: 'text', required: true, unique: true, maxLength: 10 },
    {
      name: 'status',
      type: 'select',
      required: true,
      options: ['running', 'done', 'failed'],
      defaultValue: 'running',
    },
    { name: 'file', type: 'text' },
    { name: 'error', type: 'textarea' },
    { name: 'finishedAt', type: 'date' },
  ],
}
