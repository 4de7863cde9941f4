import type { Where } from 'payload'

/** Unread inquiries that are not spam: what the owner still has to read. */
export const UNREAD_INQUIRIES_WHERE: Where = {
  and: [{ read: { equals: false } }, { spam: { not_equals: true } }],
}

/** The query string of `UNREAD_INQUIRIES_WHERE`, for the admin's list and Payload's REST. */
export const UNREAD_INQUIRIES_QUERY =
  'where[and][0][read][equals]=false&where[and][1][spam][not_equals]=true'

/** The inbox filtered to those inquiries. */
export const UNREAD_INQUIRIES_URL = `/admin/collections/inquiries?${UNREAD_INQUIRIES_QUERY}`

/** A window event: an inquiry was marked read or unread here, so the Inbox count reads again. */
export const INQUIRIES_READ_CHANGED = 'portfolio:inquiries-read-changed'

/** Tells the Inbox count that an inquiry was marked read or unread. */
export const announceReadChange = (): void => {
  window.dispatchEvent(new Event(INQUIRIES_READ_CHANGED))
}
