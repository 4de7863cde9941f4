import { siteDay } from '../time/siteClock'
import type { StoredBackup } from './backupStore'

export type Retention = { keepDaily: number; keepWeekly: number }

/** `2026-W49` for a `YYYY-MM-DD` day (ISO 8601: weeks start on Monday, week 1 holds a Thursday). */
export const isoWeekOf = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`)
  const weekday = date.getUTCDay() || 7
  // The Thursday of the same week decides the week's year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** The newest backup of each group, newest group first. */
const newestPer = (backups: StoredBackup[], groupOf: (backup: StoredBackup) => string) => {
  const seen = new Map<string, StoredBackup>()
  for (const backup of backups) if (!seen.has(groupOf(backup))) seen.set(groupOf(backup), backup)
  return [...seen.values()]
}

/**
 * The schedule's archives that retention removes: all but the newest of each of the last
 * `keepDaily` site days that have one, and the newest of each of the last `keepWeekly` ISO weeks.
 * Backups made by hand are never among them.
 */
export const backupsToDelete = (
  backups: StoredBackup[],
  { keepDaily, keepWeekly }: Retention,
): StoredBackup[] => {
  const scheduled = backups
    .filter((backup) => backup.madeBy === 'schedule')
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
  const dayOf = (backup: StoredBackup) => siteDay(new Date(backup.createdAt))
  const kept = new Set([
    ...newestPer(scheduled, dayOf).slice(0, keepDaily),
    ...newestPer(scheduled, (backup) => isoWeekOf(dayOf(backup))).slice(0, keepWeekly),
  ])
  return scheduled.filter((backup) => !kept.has(backup))
}
