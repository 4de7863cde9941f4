import type { Payload } from 'payload'

import { userIsAdmin } from '../access/isAdmin'
import { InboxLink } from './InboxLink'
import { UNREAD_INQUIRIES_WHERE } from './unreadInquiries'

/** "Inbox" with the unread count (spam not counted) as the page is made. */
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
  return <InboxLink initialUnread={unread} />
}
