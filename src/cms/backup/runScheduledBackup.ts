import path from 'node:path'

import type { Payload } from 'payload'

import { queueOwnerAlert } from '../../mail/jobs/queueOwnerAlert'
import { backupsToDelete } from '../../platform/backup/backupRetention'
import { backupStore } from '../../platform/backup/backupStore'
import { createBackup } from '../../platform/backup/createBackup'
import { mediaStore } from '../../platform/backup/mediaStore'
import { runtime } from '../../platform/config/env'
import { siteClock } from '../../platform/time/siteClock'
import { claimBackupSlot, finishBackupRun, scheduleHasRun } from './claimBackupSlot'
import { readBackupSettings } from './readBackupSettings'

/** When this process started: a slot that passed before it is made only as a catch-up. */
const PROCESS_START = new Date()

export const BACKUP_FAILED = 'backup-failed'

/**
 * The schedule's check (every minute): once the site's clock has passed today's backup time,
 * the instance that claims the day's slot makes the backup, stores it and applies retention.
 * A slot passed before this process started is caught up only when the schedule has run on
 * this database before (a server down at 03:00 backs up when it returns; a fresh install waits
 * for its first 03:00). A failure is e-mailed to the owner, once per day.
 */
export const runScheduledBackup = async (payload: Payload, now = new Date()): Promise<string> => {
  const settings = await readBackupSettings(payload)
  if (!settings.enabled) return 'off'
  const clock = siteClock(now)
  if (clock.time < settings.dailyTime) return 'not due'
  const start = siteClock(PROCESS_START)
  const sawSlot = start.day < clock.day || start.time < settings.dailyTime
  if (!sawSlot && !(await scheduleHasRun(payload))) return 'not due (first slot still ahead)'
  const run = await claimBackupSlot(payload, clock.day)
  if (run === null) return 'made already'

  const store = backupStore()
  try {
    const { file } = await createBackup({
      databaseUrl: runtime.databaseUrl(),
      media: mediaStore(),
      outDir: store.workDir,
      now,
      scheduled: true,
    })
    await store.keep(file)
    const removed = backupsToDelete(await store.list(), settings)
    for (const backup of removed) await store.remove(backup.name)
    await finishBackupRun(payload, run, { status: 'done', file: path.basename(file) })
    payload.logger.info(
      `Scheduled backup ${path.basename(file)} stored in ${store.where}` +
        (removed.length ? `; ${removed.length} older one(s) removed` : ''),
    )
    return `made ${path.basename(file)}`
  } catch (error) {
    const reason = (error as Error).message
    payload.logger.error(`Scheduled backup failed (${store.where}): ${reason}`)
    await finishBackupRun(payload, run, { status: 'failed', error: reason }).catch(() => {})
    await queueOwnerAlert(
      payload,
      {
        problem: BACKUP_FAILED,
        subject: "Your portfolio's daily backup failed",
        text: [
          `The backup scheduled for ${clock.day} at ${settings.dailyTime} could not be made:`,
          '',
          reason,
          '',
          `It was to be stored in ${store.where}. Check that there is room and that the server may`,
          'write there, then make one by hand with `npm run backup` (docs/operations.md,',
          '"Backup and restore"). The schedule tries again tomorrow.',
        ].join('\n'),
      },
      now,
    )
    return `failed: ${reason}`
  }
}
