import type { Config } from 'payload'

/** The site's time zone: the server's (its `TZ` setting), which the owner is assumed to share. */
const SITE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * Payload's time zones (Schedule Publish's picker): its own list, with the site's zone first
 * when the list lacks it (UTC, say), and that zone chosen from the start, not none.
 */
export const adminTimeZones: NonNullable<NonNullable<Config['admin']>['timezones']> = {
  defaultTimezone: SITE_TIME_ZONE,
  supportedTimezones: ({ defaultTimezones }) =>
    defaultTimezones.some(({ value }) => value === SITE_TIME_ZONE)
      ? defaultTimezones
      : [{ label: SITE_TIME_ZONE, value: SITE_TIME_ZONE }, ...defaultTimezones],
}
