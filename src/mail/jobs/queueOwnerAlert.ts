import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import { runInTransaction } from '../../platform/db/runInTransaction'
import { sqlRunnerOf } from '../../platform/db/transactionSql'
import { siteDay } from '../../platform/time/siteClock'
import { EMAIL_QUEUE } from './emailQueueSettings'

export const OWNER_ALERTS = 'owner-alerts'

export type OwnerAlert = {
  /** A stable key (`backup-failed`, `disk-full`): one e-mail per key per site day. */
  problem: string
  subject: string
  /** The e-mail's body, kept as the alert's message. */
  text: string
}

export type RecordedAlert = { problem: string; day: string; message: string; createdAt: string }

/**
 * Records the alert and queues one e-mail to the owner, both in one transaction, unless the
 * problem was already recorded today (site time): the unique (problem, day) insert decides, so
 * several instances seeing the same problem send one e-mail. Answers whether this call queued it.
 */
export const queueOwnerAlert = async (
  payload: Payload,
  { problem, subject, text }: OwnerAlert,
  now: Date = new Date(),
): Promise<boolean> =>
  runInTransaction(payload, async (transactionID) => {
    const inserted = (await sqlRunnerOf(payload, transactionID).execute(
      sql`INSERT INTO "owner_alerts" ("problem", "day", "message", "updated_at", "created_at")
          VALUES (${problem}, ${siteDay(now)}, ${text}, now(), now())
          ON CONFLICT ("problem", "day") DO NOTHING RETURNING "id"`,
    )) as unknown as { rows: unknown[] }
    if (!inserted.rows.length) return false
    const req = await createLocalReq({}, payload)
    req.transactionID = transactionID
    await payload.jobs.queue({
      task: 'sendOwnerAlert',
      input: { subject, text },
      queue: EMAIL_QUEUE,
      req,
    })
    return true
  })

/** The alerts of the last `days` site days (today included), newest first. */
export const readRecentAlerts = async (
  payload: Payload,
  days: number,
): Promise<RecordedAlert[]> => {
  const since = siteDay(new Date(Date.now() - (days - 1) * 24 * 60 * 60 * 1000))
  const { docs } = await payload.find({
    collection: OWNER_ALERTS,
    where: { day: { greater_than_equal: since } },
    sort: '-createdAt',
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map(({ problem, day, message, createdAt }) => ({ problem, day, message, createdAt }))
}
