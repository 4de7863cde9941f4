/** The kinds of event the site reports. */
export const EVENT_TYPES = ['pageview', 'outbound', 'resume'] as const
export type EventType = (typeof EVENT_TYPES)[number]

/**
 * One event as the beacon accepted it, waiting in memory to be written. It holds the visitor's
 * address and user agent only until its batch is written: the row stores their hash with the
 * day's secret instead (`visitorHash.ts`), and nothing when the visitor asked not to be tracked.
 */
export type PendingEvent = {
  at: Date
  type: EventType
  path: string
  /**
   * The visitor: their day's hash when the day's salt was at hand, else the address and user
   * agent to hash once it is (the first events of a day, an outage); undefined when the visitor
   * asked not to be tracked.
   */
  visitor?: string | { ip: string; userAgent: string }
  source?: string
  campaign?: string
  target?: string
}

/** The UTC day of a moment, `YYYY-MM-DD`: a visitor is counted once per such day. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)
