import type { TaskConfig } from 'payload'

import { buildInquiryAutoReply } from '../buildInquiryAutoReply'
import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { EMAIL_RETRY_BASE_MS } from './emailQueueSettings'
import { findInquiryForJob } from './findInquiryForJob'
import { recordNotificationOutcome } from './recordNotificationOutcome'

type IO = { input: { inquiryId: number }; output: { outcome: string } }

/** The visitor's confirmation, at most once; switching auto-replies off stops unsent ones. */
export const sendInquiryAutoReplyTask: TaskConfig<IO> = {
  slug: 'sendInquiryAutoReply',
  label: 'Send the auto-reply to a visitor',
  inputSchema: [{ name: 'inquiryId', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: EMAIL_RETRY_BASE_MS } },
  concurrency: ({ input }) => `inquiry-auto-reply-${input.inquiryId}`,
  handler: async ({ input, req }) => {
    const { payload } = req
    const inquiry = await findInquiryForJob(req, input.inquiryId)
    if (!inquiry || inquiry.spam || inquiry.autoReplySentAt)
      return { output: { outcome: 'nothing to send' } }
    const settings = await readSmtpSettings(payload, req)
    if (!settings.isActive || !settings.autoReply.enabled)
      return { output: { outcome: 'auto-reply is off' } }
    try {
      await sendWithSmtpSettings(settings, buildInquiryAutoReply(inquiry, settings))
    } catch (error) {
      throw new Error(
        `Auto-reply to ${inquiry.email} failed: ${describeSmtpError(error, settings)}`,
        { cause: error },
      )
    }
    await recordNotificationOutcome(req, inquiry.id, { autoReplySentAt: new Date().toISOString() })
    return { output: { outcome: 'sent' } }
  },
}
