import type { SendMailOptions } from 'nodemailer'

import type { Inquiry } from '../shared/payload-types'
import type { SmtpSettings } from './readSmtpSettings'

export const DEFAULT_AUTO_REPLY_SUBJECT = 'Thanks for your message'
/** `{name}` becomes the visitor's name. */
export const DEFAULT_AUTO_REPLY_MESSAGE =
  'Hi {name},\n\nThank you for getting in touch. I have received your message and will reply within 24 hours.\n\nBest regards'

/** Quotes their message so they keep a copy. */
export const buildInquiryAutoReply = (
  inquiry: Pick<Inquiry, 'name' | 'email' | 'subject' | 'message'>,
  settings: Pick<SmtpSettings, 'adminEmail' | 'autoReply'>,
): SendMailOptions => {
  const name = inquiry.name.replace(/[\r\n]+/g, ' ').trim()
  const template = settings.autoReply.message.trim() || DEFAULT_AUTO_REPLY_MESSAGE
  const quoted = inquiry.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n')
  return {
    to: { name, address: inquiry.email },
    ...(settings.adminEmail ? { replyTo: settings.adminEmail } : {}),
    subject: (settings.autoReply.subject || DEFAULT_AUTO_REPLY_SUBJECT).replace(/[\r\n]+/g, ' '),
    text: `${template.replaceAll('{name}', name)}\n\n---\nYour message:\n${quoted}\n`,
    // Mark it as automatic so mail servers and vacation responders do not answer it in turn.
    headers: { 'Auto-Submitted': 'auto-replied' },
  }
}
