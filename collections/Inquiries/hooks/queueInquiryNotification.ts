import type { CollectionAfterChangeHook } from 'payload'

import type { Inquiry } from '../../../src/shared/payload-types'
import { EMAIL_QUEUE } from '../../../src/mail/jobs/emailQueueSettings'

/**
 * Queues the owner's email for a new inquiry. The job is written with `req`, inside the
 * transaction that stores the inquiry: both are saved or neither, so no inquiry is stored
 * without its email on the way (the outbox pattern).
 *
 * The status is read from `data` (what setInitialNotificationStatus decided), not from `doc`:
 * `doc` holds only the fields the caller selected, and the contact form's create selects the
 * public ones, which left every inquiry waiting for the 5-minute sweep.
 */
export const queueInquiryNotification: CollectionAfterChangeHook<Inquiry> = async ({
  data,
  doc,
  operation,
  req,
}) => {
  if (
    operation !== 'create' ||
    req.context.skipSideEffects ||
    data.notificationStatus !== 'pending'
  )
    return doc
  await req.payload.jobs.queue({
    task: 'sendInquiryNotification',
    input: { inquiryId: doc.id },
    queue: EMAIL_QUEUE,
    req,
  })
  return doc
}
