import type { CollectionBeforeChangeHook } from 'payload'

import type { Inquiry } from '../../../src/shared/payload-types'

/**
 * A new inquiry starts `pending` (the afterChange hook queues its email), or `spam` when the
 * honeypot caught it, or `skipped` when created with side effects off (seeds, fixtures).
 * Whatever a caller sent for these fields is ignored: only the email job writes them.
 */
export const setInitialNotificationStatus: CollectionBeforeChangeHook<Inquiry> = ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  data.notificationStatus = data.spam ? 'spam' : req.context.skipSideEffects ? 'skipped' : 'pending'
  data.notificationAttempts = 0
  data.notificationError = null
  data.notifiedAt = null
  data.autoReplySentAt = null
  return data
}
