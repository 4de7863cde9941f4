import type { Payload } from 'payload'

export const BACKUP_SETTINGS = 'backup-settings'

/** What the schedule does until the owner saves the Backups settings (nothing writes them). */
export const BACKUP_DEFAULTS = { enabled: true, dailyTime: '03:00', keepDaily: 7, keepWeekly: 4 }

export type BackupSettings = typeof BACKUP_DEFAULTS

/** `HH:MM`, 24-hour. */
export const isDailyTime = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

const count = (value: unknown, fallback: number, min: number) =>
  Number.isInteger(value) && (value as number) >= min ? (value as number) : fallback

/** The owner's saved choices, each missing or unusable one replaced by its default. */
export const readBackupSettings = async (payload: Payload): Promise<BackupSettings> => {
  const row = ((await payload.db.findGlobal({ slug: BACKUP_SETTINGS })) ?? {}) as Partial<
    Record<keyof BackupSettings, unknown>
  >
  return {
    enabled: typeof row.enabled === 'boolean' ? row.enabled : BACKUP_DEFAULTS.enabled,
    dailyTime: isDailyTime(row.dailyTime) ? row.dailyTime : BACKUP_DEFAULTS.dailyTime,
    keepDaily: count(row.keepDaily, BACKUP_DEFAULTS.keepDaily, 1),
    keepWeekly: count(row.keepWeekly, BACKUP_DEFAULTS.keepWeekly, 0),
  }
}
