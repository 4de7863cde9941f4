import { buildInquiryNotification } from '../buildInquiryNotification'
import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { EMAIL_QUEUE, EMAIL_RETRY_ATTEMPTS } from './emailQueueSettings'
import { aboutOneInquiry, emailTask } from './emailTask'
import { findInquiryForJob } from './findInquiryForJob'
import { UNSENT_STATUSES } from './notificationStatus'
import { recordNotificationOutcome } from './recordNotificationOutcome'

/**
 * Emails one inquiry to the owner. Idempotent: sends only while unsent, and one inquiry's jobs
 * never run side by side; a failure is recorded, then thrown so the queue retries.
 */
export const sendInquiryNotificationTask = emailTask({
  slug: 'sendInquiryNotification',
  label: 'Email an inquiry to the owner',
  ...aboutOneInquiry('notification'),
  attempts: EMAIL_RETRY_ATTEMPTS,
  send: async ({ inquiryId }, req) => {
    const { payload } = req
    const inquiry = await findInquiryForJob(req, inquiryId)
    if (!inquiry) return 'inquiry deleted'
    const status = inquiry.notificationStatus ?? 'pending'
    if (!UNSENT_STATUSES.includes(status)) return `already ${status}`

    const settings = await readSmtpSettings(payload, req)
    if (!settings.isActive) {
      await recordNotificationOutcome(req, inquiry.id, {
        notificationStatus: 'skipped',
        notificationError: 'Email notifications were switched off in the SMTP settings.',
      })
      return 'skipped: notifications are off'
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
    return 'sent'
  },
})
