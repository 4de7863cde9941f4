import { buildInquiryAutoReply } from '../buildInquiryAutoReply'
import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { aboutOneInquiry, emailTask } from './emailTask'
import { findInquiryForJob } from './findInquiryForJob'
import { recordNotificationOutcome } from './recordNotificationOutcome'

/** The visitor's confirmation, at most once; switching auto-replies off stops unsent ones. */
export const sendInquiryAutoReplyTask = emailTask({
  slug: 'sendInquiryAutoReply',
  label: 'Send the auto-reply to a visitor',
  ...aboutOneInquiry('auto-reply'),
  attempts: 3,
  send: async ({ inquiryId }, req) => {
    const inquiry = await findInquiryForJob(req, inquiryId)
    if (!inquiry || inquiry.spam || inquiry.autoReplySentAt) return 'nothing to send'
    const settings = await readSmtpSettings(req.payload, req)
    if (!settings.isActive || !settings.autoReply.enabled) return 'auto-reply is off'
    try {
      await sendWithSmtpSettings(settings, buildInquiryAutoReply(inquiry, settings))
    } catch (error) {
      throw new Error(
        `Auto-reply to ${inquiry.email} failed: ${describeSmtpError(error, settings)}`,
        { cause: error },
      )
    }
    await recordNotificationOutcome(req, inquiry.id, { autoReplySentAt: new Date().toISOString() })
    return 'sent'
  },
})
