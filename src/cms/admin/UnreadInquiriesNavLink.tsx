import type { Payload } from 'payload'

import { userIsAdmin } from '../access/isAdmin'

/** Where the link leads: the inbox filtered to unread, non-spam inquiries. */
const UNREAD_URL =
  '/admin/collections/inquiries?where[and][0][read][equals]=false&where[and][1][spam][not_equals]=true'

/**
 * Top of the admin navigation: "Inbox" with the number of unread inquiries (spam not
 * counted). A server component, so the count is fresh on every admin page load.
 */
export const UnreadInquiriesNavLink = async ({
  payload,
  user,
}: {
  payload: Payload
  user?: { role?: string | null } | null
}) => {
  if (!userIsAdmin(user)) return null
  const { totalDocs: unread } = await payload.count({
    collection: 'inquiries',
    where: { and: [{ read: { equals: false } }, { spam: { not_equals: true } }] },
    overrideAccess: true,
  })
  return (
    <a
      href={UNREAD_URL}
      className="unread-inquiries-nav-link"
      aria-label={`Inbox: ${unread} unread ${unread === 1 ? 'inquiry' : 'inquiries'}`}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 8,
        marginBottom: 16,
        padding: '8px 12px',
        borderRadius: 'var(--style-radius-m, 4px)',
        background: 'var(--theme-elevation-50)',
        color: 'var(--theme-text)',
        textDecoration: 'none',
        fontWeight: 600,
      }}
    >
      <span>Inbox</span>
      <span
        data-testid="unread-inquiries-count"
        style={{
          minWidth: 24,
          padding: '0 8px',
          borderRadius: 12,
          textAlign: 'center',
          background: unread ? 'var(--theme-error-500, #d33)' : 'var(--theme-elevation-150)',
          color: unread ? '#fff' : 'var(--theme-elevation-800)',
        }}
      >
        {unread}
      </span>
    </a>
  )
}
