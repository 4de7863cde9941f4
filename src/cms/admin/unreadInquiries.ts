import type { Where } from 'payload'

/** Unread inquiries that are not spam: what the owner still has to read. */
export const UNREAD_INQUIRIES_WHERE: Where = {
  and: [{ read: { equals: false } }, { spam: { not_equals: true } }],
}

/** The inbox filtered to those inquiries (the query string of `UNREAD_INQUIRIES_WHERE`). */
export const UNREAD_INQUIRIES_URL =
  '/admin/collections/inquiries?where[and][0][read][equals]=false&where[and][1][spam][not_equals]=true'
