import type { Payload, PayloadRequest } from 'payload'

import { EMAIL_QUEUE } from './emailQueueSettings'
import { UNSENT_STATUSES } from './notificationStatus'
import { sendInquiryNotificationTask } from './sendInquiryNotificationTask'

/** Inquiries looked at per sweep (oldest first); the next sweep takes the rest. */
const SWEEP_BATCH = 200

/** A job for each unsent inquiry that has none (retries used up in an outage, a crash). */
export const requeueStalledNotifications = async (
  payload: Payload,
  req?: PayloadRequest,
): Promise<number> => {
  const { docs: waiting } = await payload.find({
    collection: 'inquiries',
    where: { notificationStatus: { in: UNSENT_STATUSES } },
    sort: 'timestamp',
    limit: SWEEP_BATCH,
    depth: 0,
    select: { notificationStatus: true },
    overrideAccess: true,
    req,
  })
  if (!waiting.length) return 0

  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: sendInquiryNotificationTask.slug } },
        { completedAt: { exists: false } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { input: true, hasError: true },
    overrideAccess: true,
    req,
  })
  const inquiryOf = (job: { input?: unknown }): number | undefined =>
    (job.input as { inquiryId?: number } | undefined)?.inquiryId
  const covered = new Set(jobs.filter((job) => !job.hasError).map(inquiryOf))
  const exhausted = jobs.filter((job) => job.hasError).map((job) => job.id)

  let queued = 0
  for (const inquiry of waiting) {
    if (covered.has(inquiry.id)) continue
    await payload.jobs.queue({
      task: 'sendInquiryNotification',
      input: { inquiryId: inquiry.id },
      queue: EMAIL_QUEUE,
      req,
    })
    queued++
  }
  // The fresh jobs replace those that gave up; their error stays on the inquiry.
  if (exhausted.length) {
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: exhausted } },
      overrideAccess: true,
      req,
    })
  }
  return queued
}
