/**
 * `backup-20261202-030000Z.tar.gz` by hand, `…Z-scheduled.tar.gz` by the schedule,
 * `…Z-before-<migration>.tar.gz` (or `-before-restore`) by the server before it changes the schema.
 */
const BACKUP_NAME =
  /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})Z(?:-([A-Za-z0-9_-]+))?\.tar\.gz$/

export type BackupName = { name: string; createdAt: Date; madeBy: 'schedule' | 'server' | 'hand' }

/** The archive's name for a backup made at `date` (UTC, to the second). */
export const backupFileName = (date: Date, label?: 'scheduled' | `before-${string}`): string =>
  `backup-${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z')}${label ? `-${label}` : ''}.tar.gz`

/** Null for any name a backup never has: nothing else is listed, served or deleted. */
export const parseBackupName = (name: string): BackupName | null => {
  const match = BACKUP_NAME.exec(name)
  if (!match) return null
  const [, year, month, day, hour, minute, second, label] = match
  const createdAt = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`)
  if (Number.isNaN(createdAt.getTime())) return null
  const madeBy =
    label === 'scheduled' ? 'schedule' : label?.startsWith('before-') ? 'server' : 'hand'
  return label && madeBy === 'hand' ? null : { name, createdAt, madeBy }
}
