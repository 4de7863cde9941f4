import type { SendMailOptions } from 'nodemailer'

import type { Inquiry } from '../shared/payload-types'
import type { SmtpSettings } from './readSmtpSettings'
import { siteUrl } from '../platform/config/env'

/** Line breaks never reach a header, whatever got stored (defence in depth; input rejects them). */
const oneLine = (value: string | null | undefined): string =>
  (value ?? '').replace(/[\r\n]+/g, ' ').trim()

/** The owner's notification of one inquiry; Reply-To is the visitor. */
export const buildInquiryNotification = (
  inquiry: Pick<Inquiry, 'id' | 'name' | 'email' | 'subject' | 'message' | 'timestamp'>,
  settings: Pick<SmtpSettings, 'adminEmail'>,
  siteURL = siteUrl(),
): SendMailOptions => {
  const name = oneLine(inquiry.name)
  const subject = oneLine(inquiry.subject)
  const adminLink = siteURL
    ? `${siteURL.replace(/\/$/, '')}/admin/collections/inquiries/${inquiry.id}`
    : ''
  const lines = [
    `New inquiry from your portfolio site.`,
    '',
    `Name:     ${name}`,
    `Email:    ${inquiry.email}`,
    ...(subject ? [`Subject:  ${subject}`] : []),
    `Received: ${new Date(inquiry.timestamp).toUTCString()}`,
    '',
    'Message:',
    inquiry.message,
    '',
    ...(adminLink ? [`Open in the admin: ${adminLink}`] : []),
    'Reply to this email to answer the visitor directly.',
  ]
  return {
    to: settings.adminEmail,
    replyTo: { name, address: inquiry.email },
    subject: subject ? `New inquiry from ${name}: ${subject}` : `New inquiry from ${name}`,
    text: lines.join('\n'),
    headers: { 'X-Portfolio-Inquiry-Id': String(inquiry.id) },
  }
}
