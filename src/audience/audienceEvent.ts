export const EVENT_TYPES = ['pageview', 'outbound', 'resume', 'call'] as const
export type EventType = (typeof EVENT_TYPES)[number]

/** The address and user agent never reach the row. */
export type PendingEvent = {
  at: Date
  type: EventType
  path: string
  /** The day's hash, or what to hash once the day's salt is at hand; undefined: not tracked. */
  visitor?: string | { ip: string; userAgent: string }
  source?: string
  campaign?: string
  target?: string
}

/** A visitor is counted once per such day. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)
