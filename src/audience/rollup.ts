import type { Pool } from 'pg'

import { utcDay } from './audienceEvent'
import { DAILY_FIGURES_SQL } from './dailyFigures'

export const DEFAULT_RETENTION_DAYS = 30

/** Any number, the same on every instance: only one of them rolls up at a time. */
const ROLLUP_LOCK = 0x61756469 // "audi"

const daysBefore = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000))

/** Days before yesterday only: yesterday waits for events held across midnight. */
export const rollUp = async (
  pool: Pool,
  { retentionDays, now = new Date() }: { retentionDays: number; now?: Date },
): Promise<number | null> => {
  const today = utcDay(now)
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [ROLLUP_LOCK],
    )
    if (!rows[0]!.locked) {
      await client.query('ROLLBACK')
      return null
    }
    const before = daysBefore(today, 1)
    const { rowCount } = await client.query(
      `WITH pending AS (
         SELECT DISTINCT day FROM audience_events e
          WHERE day <= $2 AND NOT EXISTS (SELECT 1 FROM audience_daily d WHERE d.day = e.day)
       ), figures AS (${DAILY_FIGURES_SQL})
       INSERT INTO audience_daily (day, dimension, key, visitors, count)
       SELECT figures.* FROM figures JOIN pending USING (day)
       ON CONFLICT DO NOTHING`,
      ['0001-01-01', daysBefore(before, 1)],
    )
    await client.query(
      `DELETE FROM audience_events e
        WHERE day < $1 AND EXISTS (SELECT 1 FROM audience_daily d WHERE d.day = e.day)`,
      [daysBefore(today, retentionDays)],
    )
    await client.query('DELETE FROM audience_salts WHERE day < $1', [today])
    await client.query('COMMIT')
    return rowCount ?? 0
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
