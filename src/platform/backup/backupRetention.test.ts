import { describe, expect, it } from 'vitest'

import { backupFileName } from './backupNames'
import { backupsToDelete, isoWeekOf } from './backupRetention'
import type { StoredBackup } from './backupStore'

/** A backup made at noon UTC of `day` (the same site day in any zone within ±11 hours). */
const made = (day: string, madeBy: StoredBackup['madeBy'] = 'schedule'): StoredBackup => {
  const at = new Date(`${day}T12:00:00Z`)
  return {
    name: backupFileName(at, madeBy === 'schedule'),
    size: 1,
    createdAt: at.toISOString(),
    madeBy,
  }
}

const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, back) =>
    new Date(Date.parse(`${from}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10),
  )

describe('isoWeekOf', () => {
  it.each([
    ['2026-12-02', '2026-W49'],
    ['2026-11-30', '2026-W49'],
    ['2026-11-29', '2026-W48'],
    ['2027-01-01', '2026-W53'],
    ['2024-12-30', '2025-W01'],
  ])('%s is in %s', (day, week) => expect(isoWeekOf(day)).toBe(week))
})

describe('backupsToDelete', () => {
  it('keeps the newest 7 days and the newest of 4 ISO weeks, and nothing made by hand', () => {
    // Wednesday 2 December 2026 and the 39 days before it, newest first.
    const daily = days('2026-12-02', 40).map((day) => made(day))
    const byHand = made('2026-09-01', 'hand')
    const removed = backupsToDelete([...daily, byHand], { keepDaily: 7, keepWeekly: 4 })
    const kept = [...daily, byHand].filter((backup) => !removed.includes(backup))
    expect(kept.map((backup) => backup.createdAt.slice(0, 10))).toEqual([
      // 7 daily: 2 December back to 26 November.
      ...days('2026-12-02', 7),
      // Weekly: this week's and 29 November's are among them; then the Sundays before.
      '2026-11-22',
      '2026-11-15',
      '2026-09-01',
    ])
    expect(removed).toHaveLength(40 - 9)
  })

  it('keeps the newest of a day when the schedule made two', () => {
    const first = made('2026-12-02')
    const later = { ...made('2026-12-02'), name: 'later', createdAt: '2026-12-02T13:00:00.000Z' }
    expect(backupsToDelete([first, later], { keepDaily: 1, keepWeekly: 0 })).toEqual([first])
  })
})
