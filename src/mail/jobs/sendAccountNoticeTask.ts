import { type AccountEvent, buildAccountNotice } from '../buildAccountNotice'
import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { EMAIL_RETRY_ATTEMPTS } from './emailQueueSettings'
import { emailTask } from './emailTask'

/** Emails an account notice when mail is set up; a failure throws, so the queue retries. */
export const sendAccountNoticeTask = emailTask<{ to: string; event: AccountEvent }>({
  slug: 'sendAccountNotice',
  label: 'Email the owner about their account',
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'event', type: 'json', required: true },
  ],
  attempts: EMAIL_RETRY_ATTEMPTS,
  send: async (input, req) => {
    const settings = await readSmtpSettings(req.payload, req)
    if (!settings.from || !settings.adminEmail) return 'skipped: mail is not set up'
    try {
      await sendWithSmtpSettings(settings, buildAccountNotice(input.to, input.event))
    } catch (error) {
      throw new Error(describeSmtpError(error, settings), { cause: error })
    }
    return 'sent'
  },
})
