import type { Pool } from 'pg'

import { utcDay } from './audienceEvent'
import { DAILY_FIGURES_SQL, type DailyFigure } from './dailyFigures'

export type AudienceStats = {
  visitors: number
  pageviews: number
  days: { date: string; visitors: number; pageviews: number }[]
  pages: { path: string; pageviews: number; visitors: number }[]
  referrers: { source: string; visitors: number }[]
  outbound: { target: string; clicks: number }[]
  resumeDownloads: number
  /** Clicks on Contact's "Book a call". */
  callsBooked: number
  /** Share links used, per project page opened. */
  shareLinkOpens: { target: string; opens: number }[]
  inquiries: number
  /** Per 100 visitors. */
  conversion: number
}

const TOP = 50

const DAY_MS = 86_400_000

export const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = []
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS)
    days.push(utcDay(new Date(at)))
  return days
}

/** Visitors are counted once per day. */
const byKey = (figures: DailyFigure[]): { key: string; visitors: number; count: number }[] => {
  const sums = new Map<string, { key: string; visitors: number; count: number }>()
  for (const { key, visitors, count } of figures) {
    const sum = sums.get(key) ?? { key, visitors: 0, count: 0 }
    sum.visitors += visitors
    sum.count += count
    sums.set(key, sum)
  }
  return [...sums.values()]
}

/** Rolled-up days as stored, later days from the raw events. */
export const readStats = async (
  pool: Pool,
  { from, to }: { from: string; to: string },
): Promise<AudienceStats> => {
  const [{ rows }, inquiries] = await Promise.all([
    pool.query<DailyFigure>(
      `WITH live AS (${DAILY_FIGURES_SQL})
       SELECT to_char(day, 'YYYY-MM-DD') AS day, dimension, key, visitors, count
         FROM audience_daily WHERE day BETWEEN $1 AND $2
       UNION ALL
       SELECT to_char(day, 'YYYY-MM-DD'), dimension, key, visitors, count FROM live
        WHERE NOT EXISTS (SELECT 1 FROM audience_daily d WHERE d.day = live.day)`,
      [from, to],
    ),
    pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM inquiries
        WHERE timestamp >= $1::date AND timestamp < $2::date + 1 AND spam IS NOT TRUE`,
      [from, to],
    ),
  ])
  const of = (dimension: DailyFigure['dimension']) =>
    rows.filter((row) => row.dimension === dimension)
  const total = (dimension: DailyFigure['dimension']) =>
    of(dimension).reduce((sum, row) => sum + row.count, 0)
  const totals = new Map(of('total').map((row) => [row.day, row]))
  const days = daysBetween(from, to).map((date) => ({
    date,
    visitors: totals.get(date)?.visitors ?? 0,
    pageviews: totals.get(date)?.count ?? 0,
  }))
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0)
  const inquiryCount = inquiries.rows[0]!.count
  return {
    visitors,
    pageviews: days.reduce((sum, day) => sum + day.pageviews, 0),
    days,
    pages: byKey(of('page'))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, TOP)
      .map(({ key, count, visitors: people }) => ({
        path: key,
        pageviews: count,
        visitors: people,
      })),
    referrers: byKey(of('referrer'))
      .sort((a, b) => b.visitors - a.visitors || a.key.localeCompare(b.key))
      .slice(0, TOP)
      .map(({ key, visitors: people }) => ({ source: key, visitors: people })),
    outbound: byKey(of('outbound'))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, TOP)
      .map(({ key, count }) => ({ target: key, clicks: count })),
    resumeDownloads: total('resume'),
    callsBooked: total('call'),
    shareLinkOpens: byKey(of('share'))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
      .slice(0, TOP)
      .map(({ key, count }) => ({ target: key, opens: count })),
    inquiries: inquiryCount,
    conversion: visitors === 0 ? 0 : Math.round((inquiryCount / visitors) * 1000) / 10,
  }
}
