import type { Config } from 'payload'

import { SITE_TIME_ZONE, TIME_ZONES } from '../platform/time/siteClock'

/** Payload's time zones (Schedule Publish's picker), starting on the site's, not on none. */
export const adminTimeZones: NonNullable<NonNullable<Config['admin']>['timezones']> = {
  defaultTimezone: SITE_TIME_ZONE,
  supportedTimezones: TIME_ZONES,
}
