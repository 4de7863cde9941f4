import { describeDiskSpace, isDiskLow, LOW_DISK } from '../../platform/system/diskSpace'
import { type DeploymentCheck, failed, passed, reasonOf } from './deploymentCheck'

/** Older than this, the newest backup would lose more than a day of the owner's work. */
const MAX_BACKUP_AGE_MS = 2 * 24 * 60 * 60 * 1000

const hoursAgo = (ms: number) =>
  ms < 2 * 3_600_000
    ? `${Math.round(ms / 60_000)} minutes old`
    : ms < 2 * 86_400_000
      ? `${Math.round(ms / 3_600_000)} hours old`
      : `${Math.round(ms / 86_400_000)} days old`

export const backupAgeCheck: DeploymentCheck = {
  name: 'Last backup',
  run: async ({ newestBackup, now }) => {
    const fix =
      'Run npm run backup now, and look at the daily backup in the admin (Globals → Backups): a failed one is listed there with its reason.'
    const newest = await newestBackup()
    if ('none' in newest)
      return failed(
        newest.none,
        'Run npm run backup now; the daily backup (admin: Globals → Backups) makes the next one at its time of day.',
      )
    const age = now() - newest.createdAt.getTime()
    const detail = `${newest.name} (${newest.where}), ${hoursAgo(Math.max(age, 0))}`
    return age > MAX_BACKUP_AGE_MS ? failed(detail, fix) : passed(detail)
  },
}

export const diskSpaceCheck: DeploymentCheck = {
  name: 'Free disk',
  run: async ({ diskSpace }) => {
    const disks = await diskSpace()
    const low = disks.filter(isDiskLow)
    const describe = (list: typeof disks) =>
      list.map((disk) => `${disk.what}: ${describeDiskSpace(disk)}`).join('; ')
    return low.length
      ? failed(
          describe(low),
          `Free space (keep at least ${LOW_DISK.freeBytes / 1024 ** 3} GiB and ${LOW_DISK.freeShare * 100}%): delete old backups, or move BACKUP_DIR or MEDIA_DIR to a larger disk.`,
        )
      : passed(describe(disks))
  },
}

export const mediaStoreCheck: DeploymentCheck = {
  name: 'Media store',
  run: async ({ probeMediaStore }) => {
    try {
      return passed(`${await probeMediaStore()} is writable`)
    } catch (error) {
      return failed(
        `a file cannot be written (${reasonOf(error)})`,
        "Let the server's user write to MEDIA_DIR (chown -R that user), or with S3_* give its key PutObject and DeleteObject on the bucket.",
      )
    }
  },
}
