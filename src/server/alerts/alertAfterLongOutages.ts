import type { Payload } from 'payload'

import { queueOwnerAlert } from '../../mail/jobs/queueOwnerAlert'
import type { DatabaseMonitor, Outage } from '../../platform/db/databaseMonitor'
import { SITE_TIME_ZONE, siteClock } from '../../platform/time/siteClock'

/** Shorter outages (a restart, a failover) are seen in the logs; longer ones are worth an e-mail. */
const LONG_OUTAGE_MS = 5 * 60 * 1000

/**
 * E-mails the owner once the database answers again after more than five minutes away (the
 * alert itself needs the database). Every instance sees the outage; the alert's (problem, day)
 * record lets one e-mail out per day.
 */
export const alertAfterOutage = async (
  payload: Payload,
  { since, until }: Outage,
): Promise<void> => {
  if (until - since <= LONG_OUTAGE_MS) return
  const minutes = Math.round((until - since) / 60_000)
  const from = siteClock(new Date(since))
  const to = siteClock(new Date(until))
  try {
    await queueOwnerAlert(
      payload,
      {
        problem: 'database-outage',
        subject: `Your portfolio's database was unreachable for ${minutes} minutes`,
        text:
          `The database could not be reached from ${from.day} ${from.time} to ${to.day} ${to.time} ` +
          `(${SITE_TIME_ZONE}), ${minutes} minutes. Meanwhile the public site served its last good ` +
          'copies, contact messages were kept and stored once it returned, and the admin was ' +
          'unavailable. It answers again now.\n\nIf it happens again, look at the database ' +
          "server's log and free disk, and run npm run doctor on the server.",
      },
      new Date(until),
    )
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'The alert about the database outage was not queued' })
  }
}

/** Watches the monitor: each long outage is told to the owner after it ends. */
export const alertAfterLongOutages = (payload: Payload, monitor: DatabaseMonitor): void =>
  monitor.onRecovery((outage) => void alertAfterOutage(payload, outage))
