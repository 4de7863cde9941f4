import type { JobsConfig } from 'payload'

import { userIsAdmin } from './access/isAdmin'
import {
  EMAIL_QUEUE,
  EMAIL_QUEUE_BATCH,
  EMAIL_QUEUE_CRON,
  JOBS_AUTORUN,
} from '../mail/jobs/emailQueueSettings'
import { requeueInquiryNotificationsTask } from '../mail/jobs/requeueInquiryNotificationsTask'
import { sendAccountNoticeTask } from '../mail/jobs/sendAccountNoticeTask'
import { sendInquiryAutoReplyTask } from '../mail/jobs/sendInquiryAutoReplyTask'
import { sendInquiryNotificationTask } from '../mail/jobs/sendInquiryNotificationTask'

/**
 * Payload's jobs queue, run inside the server process: the cron only starts when
 * `startJobQueue` asks for it (the server, never the seed or migration scripts). Every instance
 * may run it (claims are atomic, `platform/db/atomicJobClaims.ts`); `JOBS_AUTORUN=false` makes
 * an instance web-only.
 */
export const jobsConfig: JobsConfig = {
  tasks: [
    sendInquiryNotificationTask,
    sendInquiryAutoReplyTask,
    requeueInquiryNotificationsTask,
    sendAccountNoticeTask,
  ],
  // Two jobs for the same inquiry never run side by side (see the tasks' `concurrency`).
  enableConcurrencyControl: true,
  autoRun: [
    {
      cron: EMAIL_QUEUE_CRON,
      queue: EMAIL_QUEUE,
      limit: EMAIL_QUEUE_BATCH,
      silent: { info: true },
    },
  ],
  shouldAutoRun: () => JOBS_AUTORUN,
  access: {
    run: ({ req }) => userIsAdmin(req.user),
    queue: ({ req }) => userIsAdmin(req.user),
    cancel: ({ req }) => userIsAdmin(req.user),
  },
}
