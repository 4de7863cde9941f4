import { utcDay } from './audienceEvent'
import { daysBetween } from './readStats'

/** The longest range of days one read of the figures covers. */
const MAX_DAYS = 400

const DAY_MS = 86_400_000

const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  utcDay(new Date(`${value}T00:00:00Z`)) === value

/** A range of days (UTC, inclusive), or what is wrong with the one asked for, by field. */
export type DaysRange = { from: string; to: string } | { field: 'from' | 'to'; problem: string }

/** The days a read of the figures covers: `from`–`to`, by default the last 30 days. */
export const daysRange = (
  asked: { from?: unknown; to?: unknown },
  now: Date = new Date(),
): DaysRange => {
  for (const field of ['from', 'to'] as const) {
    const value = asked[field]
    if (value !== undefined && (typeof value !== 'string' || !isDay(value)))
      return { field, problem: 'A date, YYYY-MM-DD.' }
  }
  const to = (asked.to as string | undefined) ?? utcDay(now)
  const from =
    (asked.from as string | undefined) ??
    utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS))
  if (from > to) return { field: 'from', problem: 'Must be on or before `to`.' }
  if (daysBetween(from, to).length > MAX_DAYS)
    return { field: 'from', problem: `At most ${MAX_DAYS} days from \`to\`.` }
  return { from, to }
}
