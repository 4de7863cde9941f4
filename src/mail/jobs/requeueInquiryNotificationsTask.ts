import type { TaskConfig } from 'payload'

import { EMAIL_QUEUE, EMAIL_REQUEUE_CRON } from './emailQueueSettings'
import { requeueStalledNotifications } from './requeueStalledNotifications'

type IO = { input: object; output: { queued: number } }

/** Scheduled sweep: inquiries still owed an email whose job gave up get a fresh one. */
export const requeueInquiryNotificationsTask: TaskConfig<IO> = {
  slug: 'requeueInquiryNotifications',
  label: 'Re-queue unsent inquiry notifications',
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
  schedule: [{ cron: EMAIL_REQUEUE_CRON, queue: EMAIL_QUEUE }],
  handler: async ({ req }) => ({
    output: { queued: await requeueStalledNotifications(req.payload, req) },
  }),
}
