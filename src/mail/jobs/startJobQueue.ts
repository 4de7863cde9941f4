import { getPayload, type Payload } from 'payload'

import { claimJobsAtomically, type JobClaims } from '../../platform/db/atomicJobClaims'
import { JOB_CLAIM_CHECK_MS, JOBS_AUTORUN } from './emailQueueSettings'
import { requeueStalledNotifications } from './requeueStalledNotifications'

export type JobQueue = {
  /** Closes the claim session (its locks go with it): call after the runners have stopped. */
  stop: () => Promise<void>
}

/**
 * Starts the queue here (any number of instances may). A claim is a lock of the claiming
 * session, so a `processing` job without one is an orphan and is made runnable again.
 */
export const startJobQueue = async (payload: Payload): Promise<JobQueue> => {
  const log = {
    info: (message: string) => payload.logger.info(message),
    warn: (message: string) => payload.logger.warn(message),
  }
  // Claims go through it on every instance, runner or not (the admin can run jobs by hand).
  const claims = await claimJobsAtomically(payload, log)
  const released = await claims.releaseOrphans()
  const checks = setInterval(() => void checkClaims(payload, claims), JOB_CLAIM_CHECK_MS)
  checks.unref()
  const stop = async () => {
    clearInterval(checks)
    await claims.stop()
  }
  if (!JOBS_AUTORUN) {
    payload.logger.info('Jobs queue not started here (JOBS_AUTORUN=false)')
    return { stop }
  }
  const requeued = await requeueStalledNotifications(payload)
  if (released || requeued) {
    payload.logger.info(
      `Jobs queue recovered ${released} interrupted job(s) and re-queued ${requeued} notification(s)`,
    )
  }
  // Payload starts its autoRun crons when asked with `cron: true` (the cached instance is reused).
  await getPayload({ config: payload.config, cron: true })
  return { stop }
}

/** Drops this instance's locks on finished jobs, and frees jobs whose instance is gone. */
const checkClaims = async (payload: Payload, claims: JobClaims): Promise<void> => {
  try {
    await claims.forgetFinished()
    const released = await claims.releaseOrphans()
    if (released) {
      payload.logger.info(`Jobs queue recovered ${released} job(s) left by a stopped instance`)
    }
  } catch (error) {
    // The database is away: the next check tries again.
    payload.logger.warn(`Checking job claims failed: ${(error as Error).message}`)
  }
}
