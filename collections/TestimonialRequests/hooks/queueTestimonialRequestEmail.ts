import type { CollectionAfterChangeHook } from 'payload'

import { EMAIL_QUEUE } from '../../../src/mail/jobs/emailQueueSettings'

/** Queues the client's email in the transaction that stores the request (the outbox). */
export const queueTestimonialRequestEmail: CollectionAfterChangeHook = async ({
  data,
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || req.context.skipSideEffects || data.emailStatus !== 'pending')
    return doc
  await req.payload.jobs.queue({
    task: 'sendTestimonialRequest',
    input: { requestId: doc.id },
    queue: EMAIL_QUEUE,
    req,
  })
  return doc
}
