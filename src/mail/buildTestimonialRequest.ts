import type { SendMailOptions } from 'nodemailer'

/** What the owner asked, as the mail job reads it from the request. */
export type TestimonialAsk = {
  clientName: string
  email: string
  message?: string | null
  projectTitle?: string | null
  ownerName: string
  link: string
  expiresAt: string
}

const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim()

/** The client's invitation: plain text, with the owner's own words quoted as they wrote them. */
export const buildTestimonialRequest = (ask: TestimonialAsk): SendMailOptions => {
  const name = oneLine(ask.clientName)
  const owner = oneLine(ask.ownerName) || 'the site owner'
  const about = ask.projectTitle ? ` about "${oneLine(ask.projectTitle)}"` : ''
  const expires = new Date(ask.expiresAt).toUTCString()
  return {
    to: { name, address: ask.email },
    subject: `${owner} asks for a testimonial`,
    text: [
      `Hi ${name},`,
      '',
      `${owner} would be grateful for a few words${about} to show on their portfolio.`,
      ...(ask.message?.trim() ? ['', ask.message.trim()] : []),
      '',
      'Write it here (the link works once):',
      ask.link,
      '',
      `The link expires on ${expires}. Nothing is published until ${owner} approves it.`,
    ].join('\n'),
  }
}
