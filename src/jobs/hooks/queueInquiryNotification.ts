import type { CollectionAfterChangeHook } from 'payload'

import type { Inquiry } from '../../shared/payload-types'
import { EMAIL_QUEUE } from '../emailQueueSettings'

/**
 * Queues the owner's email for a new inquiry. The job is written with `req`, inside the
 * transaction that stores the inquiry: both are saved or neither, so no inquiry is stored
 * without its email on the way (the outbox pattern).
 */
export const queueInquiryNotification: CollectionAfterChangeHook<Inquiry> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.context.skipSideEffects || doc.notificationStatus !== 'pending')
    return doc
  await req.payload.jobs.queue({
    task: 'sendInquiryNotification',
    input: { inquiryId: doc.id },
    queue: EMAIL_QUEUE,
    req,
  })
  return doc
}
