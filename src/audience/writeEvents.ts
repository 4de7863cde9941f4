import type { Pool } from 'pg'

import { type PendingEvent, utcDay } from './audienceEvent'
import { type DailySalts, visitorHash } from './visitorHash'

/** Writes a batch in one statement; the address and user agent go no further than here. */
export const eventWriter =
  (poolOf: () => Pool, salts: DailySalts) =>
  async (events: PendingEvent[]): Promise<void> => {
    const columns = {
      day: [] as string[],
      at: [] as Date[],
      type: [] as string[],
      path: [] as string[],
      visitor: [] as (string | null)[],
      source: [] as (string | null)[],
      campaign: [] as (string | null)[],
      target: [] as (string | null)[],
    }
    for (const event of events) {
      const day = utcDay(event.at)
      columns.day.push(day)
      columns.at.push(event.at)
      columns.type.push(event.type)
      columns.path.push(event.path)
      const { visitor } = event
      columns.visitor.push(
        visitor === undefined || typeof visitor === 'string'
          ? (visitor ?? null)
          : visitorHash(await salts.saltOf(day), visitor.ip, visitor.userAgent),
      )
      columns.source.push(event.source ?? null)
      columns.campaign.push(event.campaign ?? null)
      columns.target.push(event.target ?? null)
    }
    await poolOf().query(
      `INSERT INTO audience_events (day, at, type, path, visitor, source, campaign, target)
       SELECT * FROM unnest($1::date[], $2::timestamptz[], $3::varchar[], $4::varchar[],
                            $5::bigint[], $6::varchar[], $7::varchar[], $8::varchar[])`,
      Object.values(columns),
    )
  }
