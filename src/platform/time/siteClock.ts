import { defaultTimezones } from 'payload/shared'

const UTC = { label: '(UTC) Coordinated Universal Time', value: 'UTC' }

/** Payload's time zones with UTC first (a server's usual zone, which Payload does not list). */
export const TIME_ZONES = [UTC, ...defaultTimezones]

/** The server's `TZ`, assumed the owner's; the list is fixed so generated types ignore `TZ`. */
const server = Intl.DateTimeFormat().resolvedOptions().timeZone
export const SITE_TIME_ZONE = TIME_ZONES.some(({ value }) => value === server) ? server : UTC.value

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The site's wall clock at `date`: its day (`YYYY-MM-DD`) and time (`HH:MM`). */
export const siteClock = (date: Date): { day: string; time: string } => {
  const part = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]))
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
}

/** The site's day (`YYYY-MM-DD`) at `date`. */
export const siteDay = (date: Date): string => siteClock(date).day
