import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { sqlRunnerOf } from '../../platform/db/transactionSql'
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

/** The inquiry's columns that belong to its emails, and nothing else. */
const OUTCOME_COLUMNS: Record<keyof Outcome, string> = {
  notificationStatus: 'notification_status',
  notificationAttempts: 'notification_attempts',
  notificationError: 'notification_error',
  notifiedAt: 'notified_at',
  autoReplySentAt: 'auto_reply_sent_at',
}

/** Tries after which a write that must not be lost (e.g. "sent") gives up. */
const WRITE_TRIES = 4

/**
 * Writes only the email columns: a Payload update writes back the whole document and undid the
 * owner's "read" mark. Retried briefly, since a lost "sent" would send the email twice.
 */
export const recordNotificationOutcome = async (
  req: PayloadRequest,
  id: number,
  data: Outcome,
): Promise<void> => {
  const assignments = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(
      ([field, value]) =>
        sql`${sql.identifier(OUTCOME_COLUMNS[field as keyof Outcome])} = ${value}`,
    )
  const update = sql`UPDATE "inquiries" SET ${sql.join(
    [...assignments, sql`"updated_at" = now()`],
    sql`, `,
  )} WHERE "id" = ${id}`
  for (let attempt = 1; ; attempt++) {
    try {
      // In the request's transaction when it has one: the outcome commits or rolls back with it.
      await sqlRunnerOf(req.payload, await req.transactionID).execute(update)
      return
    } catch (error) {
      if (attempt >= WRITE_TRIES) throw error
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
    }
  }
}
