import type { TaskConfig } from 'payload'

import { buildInquiryNotification } from '../buildInquiryNotification'
import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { EMAIL_QUEUE, EMAIL_RETRY_ATTEMPTS, EMAIL_RETRY_BASE_MS } from './emailQueueSettings'
import { findInquiryForJob } from './findInquiryForJob'
import { UNSENT_STATUSES } from './notificationStatus'
import { recordNotificationOutcome } from './recordNotificationOutcome'

type IO = { input: { inquiryId: number }; output: { outcome: string } }

/**
 * Emails one inquiry to the owner. Idempotent: sends only while unsent, and one inquiry's jobs
 * never run side by side; a failure is recorded, then thrown so the queue retries.
 */
export const sendInquiryNotificationTask: TaskConfig<IO> = {
  slug: 'sendInquiryNotification',
  label: 'Email an inquiry to the owner',
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: {
    attempts: EMAIL_RETRY_ATTEMPTS,
    backoff: { type: 'exponential', delay: EMAIL_RETRY_BASE_MS },
  },
  concurrency: ({ input }) => `inquiry-notification-${input.inquiryId}`,
  handler: async ({ input, req }) => {
    const { payload } = req
    const inquiry = await findInquiryForJob(req, input.inquiryId)
    if (!inquiry) return { output: { outcome: 'inquiry deleted' } }
    const status = inquiry.notificationStatus ?? 'pending'
    if (!UNSENT_STATUSES.includes(status)) return { output: { outcome: `already ${status}` } }

    const settings = await readSmtpSettings(payload, req)
    if (!settings.isActive) {
      await recordNotificationOutcome(req, inquiry.id, {
        notificationStatus: 'skipped',
        notificationError: 'Email notifications were switched off in the SMTP settings.',
      })
      return { output: { outcome: 'skipped: notifications are off' } }
    }

    const attempts = (inquiry.notificationAttempts ?? 0) + 1
    let failure: string | undefined
    if (!settings.adminEmail) {
      failure =
        'No admin email is set in the SMTP settings, so there is nowhere to send the notification.'
    } else {
      try {
        await sendWithSmtpSettings(settings, buildInquiryNotification(inquiry, settings))
      } catch (error) {
        failure = describeSmtpError(error, settings)
      }
    }
    if (failure) {
      await recordNotificationOutcome(req, inquiry.id, {
        notificationStatus: 'failed',
        notificationAttempts: attempts,
        notificationError: failure,
      })
      throw new Error(failure)
    }

    await recordNotificationOutcome(req, inquiry.id, {
      notificationStatus: 'sent',
      notificationAttempts: attempts,
      notificationError: null,
      notifiedAt: new Date().toISOString(),
    })
    if (settings.autoReply.enabled && !inquiry.autoReplySentAt) {
      await payload.jobs.queue({
        task: 'sendInquiryAutoReply',
        input: { inquiryId: inquiry.id },
        queue: EMAIL_QUEUE,
        req,
      })
    }
    return { output: { outcome: 'sent' } }
  },
}
