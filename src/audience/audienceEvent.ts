/** `share`: a share link opened a protected project (issue 49); its target is the project's page. */
const EVENT_TYPES = ['pageview', 'outbound', 'resume', 'call', 'share'] as const
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

/** What a page may report; the server records `share` itself, so nobody can inflate it. */
export const BEACON_EVENT_TYPES = EVENT_TYPES.filter(
  (type): type is Exclude<EventType, 'share'> => type !== 'share',
) as [Exclude<EventType, 'share'>, ...Exclude<EventType, 'share'>[]]
