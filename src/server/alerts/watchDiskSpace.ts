import type { Payload } from 'payload'

import { queueOwnerAlert } from '../../mail/jobs/queueOwnerAlert'
import {
  describeDiskSpace,
  diskSpaceOf,
  isDiskLow,
  storageDirs,
} from '../../platform/system/diskSpace'

/** How often the disks are measured (a statfs per folder: nothing). */
const CHECK_EVERY_MS = 15 * 60 * 1000

/** Measures once; a nearly full disk e-mails the owner (at most once a day). */
const checkDiskSpace = async (payload: Payload): Promise<void> => {
  try {
    const low = (await diskSpaceOf(storageDirs())).filter(isDiskLow)
    if (!low.length) return
    const lines = low.map((disk) => `- ${disk.what}, ${disk.dir}: ${describeDiskSpace(disk)}`)
    await queueOwnerAlert(payload, {
      problem: 'disk-full',
      subject: "Your portfolio's disk is nearly full",
      text:
        `The disk the site writes to is nearly full:\n${lines.join('\n')}\n\n` +
        'Uploads, backups and the database fail once it is full. Delete old backups, or move ' +
        'BACKUP_DIR or MEDIA_DIR to a larger disk; npm run doctor on the server checks it again.',
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Checking the free disk space failed' })
  }
}

/** On the instance that runs the jobs: now, then every 15 minutes. */
export const watchDiskSpace = (payload: Payload): { stop: () => void } => {
  void checkDiskSpace(payload)
  const timer = setInterval(() => void checkDiskSpace(payload), CHECK_EVERY_MS)
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
