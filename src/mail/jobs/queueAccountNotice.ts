import type { PayloadRequest } from 'payload'

import type { AccountEvent } from '../buildAccountNotice'
import { EMAIL_QUEUE } from './emailQueueSettings'

/** Queues a notice to the account's address, in the request's transaction (sent once it holds). */
export const queueAccountNotice = async (
  req: PayloadRequest,
  to: string,
  event: AccountEvent,
): Promise<void> => {
  await req.payload.jobs.queue({
    task: 'sendAccountNotice',
    input: { to, event },
    queue: EMAIL_QUEUE,
    req,
  })
}
