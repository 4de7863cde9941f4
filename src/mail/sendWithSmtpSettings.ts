import type { SendMailOptions } from 'nodemailer'

import { createSmtpTransport } from './createSmtpTransport'
import type { SmtpSettings } from './readSmtpSettings'

/** What the SMTP server answered for an accepted message. */
export type SentMessage = { messageId: string; accepted: string[]; response: string }

/** Sends one message; `from` is the configured sender, since servers often refuse any other. */
export const sendWithSmtpSettings = async (
  settings: SmtpSettings,
  message: SendMailOptions,
): Promise<SentMessage> => {
  if (settings.passwordError)
    throw Object.assign(new Error(settings.passwordError), { code: 'EDECRYPT' })
  const transport = createSmtpTransport(settings)
  try {
    const info = await transport.sendMail({
      ...message,
      from: settings.from || message.from || settings.user || settings.adminEmail,
    })
    return {
      messageId: info.messageId,
      accepted: (info.accepted ?? []).map(String),
      response: info.response,
    }
  } finally {
    transport.close()
  }
}
