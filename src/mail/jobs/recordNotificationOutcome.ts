import type { PayloadRequest } from 'payload'

import type { Inquiry } from '../../shared/payload-types'

type Outcome = Partial<
  Pick<
    Inquiry,
    | 'notificationStatus'
    | 'notificationAttempts'
    | 'notificationError'
    | 'notifiedAt'
    | 'autoReplySentAt'
  >
>

/** Tries after which a write that must not be lost (e.g. "sent") gives up. */
const WRITE_TRIES = 4

/**
 * Writes an email outcome onto the inquiry. A failed write is retried briefly: losing a
 * "sent" mark would make the next retry send the email a second time.
 */
export const recordNotificationOutcome = async (
  req: PayloadRequest,
  id: number,
  data: Outcome,
): Promise<void> => {
  for (let attempt = 1; ; attempt++) {
    try {
      await req.payload.update({
        collection: 'inquiries',
        id,
        data,
        depth: 0,
        overrideAccess: true,
        req,
        context: { skipSideEffects: true },
      })
      return
    } catch (error) {
      if (attempt >= WRITE_TRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
    }
  }
}
