import type { JobsConfig } from 'payload'

import { userIsAdmin } from './access/isAdmin'
import { BACKUP_CHECK_CRON, BACKUP_QUEUE, scheduledBackupTask } from './backup/scheduledBackupTask'
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
import { sendOwnerAlertTask } from '../mail/jobs/sendOwnerAlertTask'
import { sendTestimonialRequestTask } from '../mail/jobs/sendTestimonialRequestTask'

/** Every 10 seconds (Payload's cron has a seconds field). */
const SCHEDULED_PUBLISH_CRON = '*/10 * * * * *'

/** The jobs queue; its cron starts only when the server asks, never in scripts. */
export const jobsConfig: JobsConfig = {
  tasks: [
    sendInquiryNotificationTask,
    sendInquiryAutoReplyTask,
    requeueInquiryNotificationsTask,
    sendAccountNoticeTask,
    sendOwnerAlertTask,
    sendTestimonialRequestTask,
    scheduledBackupTask,
  ],
  // Two jobs for the same inquiry never run side by side (see the tasks' `concurrency`).
  enableConcurrencyControl: true,
  autoRun: [
    // Payload's scheduled publish and unpublish (posts) wait on the default queue until their
    // time; looked at every 10 seconds, so a post appears within 10 s of the time the owner set.
    { cron: SCHEDULED_PUBLISH_CRON, queue: 'default', silent: { info: true } },
    {
      cron: EMAIL_QUEUE_CRON,
      queue: EMAIL_QUEUE,
      limit: EMAIL_QUEUE_BATCH,
      silent: { info: true },
    },
    // The daily backup's check, every minute (src/cms/backup/runScheduledBackup.ts).
    { cron: BACKUP_CHECK_CRON, queue: BACKUP_QUEUE, silent: { info: true } },
  ],
  shouldAutoRun: () => JOBS_AUTORUN,
  access: {
    run: ({ req }) => userIsAdmin(req.user),
    queue: ({ req }) => userIsAdmin(req.user),
    cancel: ({ req }) => userIsAdmin(req.user),
  },
}
