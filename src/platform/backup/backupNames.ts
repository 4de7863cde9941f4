/** `backup-20261202-030000Z.tar.gz` by hand, `backup-20261202-030000Z-scheduled.tar.gz` by the schedule. */
const BACKUP_NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z(-scheduled)?\.tar\.gz$/

export type BackupName = { name: string; createdAt: Date; scheduled: boolean }

/** The archive's name for a backup made at `date` (UTC, to the second). */
export const backupFileName = (date: Date, scheduled = false): string =>
  `backup-${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z')}${scheduled ? '-scheduled' : ''}.tar.gz`

/** Null for any name a backup never has: nothing else is listed, served or deleted. */
export const parseBackupName = (name: string): BackupName | null => {
  const match = BACKUP_NAME.exec(name)
  if (!match) return null
  const [, year, month, day, hour, minute, second, scheduled] = match
  const createdAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`)
  if (Number.isNaN(createdAt.getTime())) return null
  return { name, createdAt, scheduled: Boolean(scheduled) }
}
