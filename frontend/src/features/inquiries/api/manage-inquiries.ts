import { queryOptions } from '@tanstack/react-query'

import { dataSource } from '@/lib/data-source/data-source-instance'
import { listRefreshingMutation } from '@/lib/list-refreshing-mutation'
import { inquiryKeys } from './inquiry-keys'

/** All received inquiries (admin). */
export const inquiriesQuery = () =>
  queryOptions({ queryKey: inquiryKeys.list('all'), queryFn: () => dataSource.inquiries.getAll() })

/** Unread inquiries (admin). */
export const unreadInquiriesQuery = () =>
  queryOptions({ queryKey: inquiryKeys.list('unread'), queryFn: () => dataSource.inquiries.getUnread() })

/** Admin writes on inquiries; each refreshes the cached inquiry lists. */
export const inquiryMutations = {
  markAsRead: () => listRefreshingMutation(inquiryKeys.lists(), (id: number) => dataSource.inquiries.markAsRead(id)),
  delete: () => listRefreshingMutation(inquiryKeys.lists(), (id: number) => dataSource.inquiries.delete(id)),
}
