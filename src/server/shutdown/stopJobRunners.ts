import type { Payload } from 'payload'

const JOB_GRACE_MS = 6_000

type Cron = { stop: () => void; isBusy?: () => boolean }

/** A batch cut off stays `processing` until a start makes it runnable again: nothing is lost. */
export const stopJobRunners = async (payload: Payload): Promise<void> => {
  const crons = (payload.crons as Cron[]).splice(0)
  for (const cron of crons) cron.stop()
  const deadline = Date.now() + JOB_GRACE_MS
  while (crons.some((cron) => cron.isBusy?.()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
