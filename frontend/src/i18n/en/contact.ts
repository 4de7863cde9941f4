import type { Messages } from '../messages'

/** English: the Contact page: contact details and the message form, bundled with its chunk. */
export const contactWords = {
  'contact.eyebrow': 'Contact',
  'contact.phone': 'Phone',
  'contact.location': 'Location',
  'contact.callTitle': 'Prefer to talk?',
  'contact.bookCall': 'Book a call',
  'contact.formTitle': 'Send a Message',
  'contact.formIntro': 'Tell me about your project, role or idea — every message gets a reply.',
  'contact.name': 'Name',
  'contact.subject': 'Subject',
  'contact.optional': '(optional)',
  'contact.message': 'Message',
  'contact.website': 'Website',
  'contact.send': 'Send Message',
  'contact.sending': 'Sending…',
  'contact.nameRequired': 'Please enter your name.',
  'contact.emailRequired': 'Please enter your email address.',
  'contact.messageRequired': 'Please enter a message.',
  'contact.correctFields': 'Please correct the highlighted fields.',
  'contact.tooManyWait': {
    one: 'Too many messages in a short time. Please try again in {count} second.',
    other: 'Too many messages in a short time. Please try again in {count} seconds.',
  },
  'contact.tooMany': 'Too many messages in a short time. Please try again in a little while.',
  'contact.notSent': 'Your message could not be sent. Please check your connection and try again.',
  'contact.sent': 'Message sent!',
  'contact.thanks': 'Thanks — your message is on its way. I typically respond within 24 hours.',
  'contact.thanksNamed':
    'Thanks, {name} — your message is on its way. I typically respond within 24 hours.',
  'contact.sendAnother': 'Send another message',
} as const satisfies Messages
