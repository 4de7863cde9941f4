import type { TaskConfig } from 'payload'

import { runScheduledBackup } from './runScheduledBackup'

type IO = { input: object; output: { outcome: string } }

/** Backups run on a queue of their own: a long one never holds up the mail. */
export const BACKUP_QUEUE = 'backups'

/** Every minute (seconds field first): the owner's HH:MM is met within a minute. */
export const BACKUP_CHECK_CRON = '0 * * * * *'

/** The schedule's check; whether a backup is due, and who makes it, is decided inside. */
export const scheduledBackupTask: TaskConfig<IO> = {
  slug: 'scheduledBackup',
  label: 'Make the daily backup when it is due',
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  schedule: [{ cron: BACKUP_CHECK_CRON, queue: BACKUP_QUEUE }],
  // A failure is reported to the owner inside; a retry would only repeat it.
  retries: 0,
  handler: async ({ req }) => ({ output: { outcome: await runScheduledBackup(req.payload) } }),
}
