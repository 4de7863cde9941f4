import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { EMAIL_RETRY_ATTEMPTS } from './emailQueueSettings'
import { emailTask } from './emailTask'

/** Emails an owner alert (`queueOwnerAlert`) to the owner's address in the SMTP settings. */
export const sendOwnerAlertTask = emailTask<{ subject: string; text: string }>({
  slug: 'sendOwnerAlert',
  label: 'Email the owner that something needs attention',
  inputSchema: [
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
  attempts: EMAIL_RETRY_ATTEMPTS,
  send: async ({ subject, text }, req) => {
    const settings = await readSmtpSettings(req.payload, req)
    if (!settings.from || !settings.adminEmail) return 'skipped: mail is not set up'
    try {
      await sendWithSmtpSettings(settings, { to: settings.adminEmail, subject, text })
    } catch (error) {
      throw new Error(describeSmtpError(error, settings), { cause: error })
    }
    return 'sent'
  },
})
