import { getPayload, type Payload } from 'payload'

import { JOBS_AUTORUN } from './emailQueueSettings'
import { requeueStalledNotifications } from './requeueStalledNotifications'

/**
 * Starts the jobs queue inside this (the only) worker process. First it recovers what a crash
 * or hard stop left: jobs marked `processing` belong to no living worker now, so they become
 * runnable again (their tasks are idempotent), and unsent inquiries without a job get one.
 */
export const startJobQueue = async (payload: Payload): Promise<void> => {
  if (!JOBS_AUTORUN) {
    payload.logger.info('Jobs queue not started here (JOBS_AUTORUN=false)')
    return
  }
  const { docs: released } = await payload.update({
    collection: 'payload-jobs',
    where: { processing: { equals: true } },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  const requeued = await requeueStalledNotifications(payload)
  if (released.length || requeued) {
    payload.logger.info(
      `Jobs queue recovered ${released.length} interrupted job(s) and re-queued ${requeued} notification(s)`,
    )
  }
  // Payload starts its autoRun crons when asked with `cron: true` (the cached instance is reused).
  await getPayload({ config: payload.config, cron: true })
}
