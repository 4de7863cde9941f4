import type { TaskConfig } from 'payload'

import { type AccountEvent, buildAccountNotice } from '../buildAccountNotice'
import { describeSmtpError } from '../describeSmtpError'
import { readSmtpSettings } from '../readSmtpSettings'
import { sendWithSmtpSettings } from '../sendWithSmtpSettings'
import { EMAIL_RETRY_ATTEMPTS, EMAIL_RETRY_BASE_MS } from './emailQueueSettings'

type IO = { input: { to: string; event: AccountEvent }; output: { outcome: string } }

/** Emails an account notice when mail is set up; a failure throws, so the queue retries. */
export const sendAccountNoticeTask: TaskConfig<IO> = {
  slug: 'sendAccountNotice',
  label: 'Email the owner about their account',
  inputSchema: [
    { name: 'to', type: 'email', required: true },
    { name: 'event', type: 'json', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: {
    attempts: EMAIL_RETRY_ATTEMPTS,
    backoff: { type: 'exponential', delay: EMAIL_RETRY_BASE_MS },
  },
  handler: async ({ input, req }) => {
    const settings = await readSmtpSettings(req.payload, req)
    if (!settings.from || !settings.adminEmail)
      return { output: { outcome: 'skipped: mail is not set up' } }
    try {
      await sendWithSmtpSettings(settings, buildAccountNotice(input.to, input.event))
    } catch (error) {
      throw new Error(describeSmtpError(error, settings), { cause: error })
    }
    return { output: { outcome: 'sent' } }
  },
}
