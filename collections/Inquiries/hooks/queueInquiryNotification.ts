import type { CollectionAfterChangeHook } from 'payload'

import type { Inquiry } from '../../../src/shared/payload-types'
import { EMAIL_QUEUE } from '../../../src/mail/jobs/emailQueueSettings'

/**
 * Queues the owner's email for a new inquiry in the transaction that stores it (the outbox). The
 * status is read from `data`: `doc` holds only the fields the caller selected.
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
