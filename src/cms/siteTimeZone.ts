import type { Config } from 'payload'
import { defaultTimezones } from 'payload/shared'

const UTC = { label: '(UTC) Coordinated Universal Time', value: 'UTC' }

/** Payload's time zones with UTC first (a server's usual zone, which Payload does not list). */
const TIME_ZONES = [UTC, ...defaultTimezones]

/** The server's `TZ`, assumed the owner's; the list is fixed so generated types ignore `TZ`. */
const server = Intl.DateTimeFormat().resolvedOptions().timeZone
const SITE_TIME_ZONE = TIME_ZONES.some(({ value }) => value === server) ? server : UTC.value

/** Payload's time zones (Schedule Publish's picker), starting on the site's, not on none. */
export const adminTimeZones: NonNullable<NonNullable<Config['admin']>['timezones']> = {
  defaultTimezone: SITE_TIME_ZONE,
  supportedTimezones: TIME_ZONES,
}
