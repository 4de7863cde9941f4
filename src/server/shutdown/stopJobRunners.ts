import type { Payload } from 'payload'

/** Longest a stop waits for a running job batch before leaving it to the next start. */
const JOB_GRACE_MS = 6_000

type Cron = { stop: () => void; isBusy?: () => boolean }

/**
 * Stops Payload's job crons so no new batch starts, then waits (up to 6 s) for a batch already
 * running to finish. A batch still running when the process exits leaves its jobs marked
 * `processing`; once this instance's claim session has closed, another instance (or this one's
 * next start) makes them runnable again (`startJobQueue`), so nothing is lost.
 */
export const stopJobRunners = async (payload: Payload): Promise<void> => {
  const crons = (payload.crons as Cron[]).splice(0)
  for (const cron of crons) cron.stop()
  const deadline = Date.now() + JOB_GRACE_MS
  while (crons.some((cron) => cron.isBusy?.()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
