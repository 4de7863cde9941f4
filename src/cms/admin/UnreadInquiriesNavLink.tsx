import type { Payload } from 'payload'

import { userIsAdmin } from '../access/isAdmin'
import { UNREAD_INQUIRIES_URL, UNREAD_INQUIRIES_WHERE } from './unreadInquiries'

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
    where: UNREAD_INQUIRIES_WHERE,
    overrideAccess: true,
  })
  return (
    <a
      href={UNREAD_INQUIRIES_URL}
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
