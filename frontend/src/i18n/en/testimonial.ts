import type { Messages } from '../messages'

/** English: testimonials on Home and a project's page, and the client's form, bundled with them. */
export const testimonialWords = {
  'testimonial.eyebrow': 'Kind words',
  'testimonial.title': 'What clients say',
  'testimonial.photoAlt': 'Photo of {name}',
  'testimonial.roleAtCompany': '{role}, {company}',
  'testimonial.pageTitle': 'Share your experience',
  'testimonial.intro':
    'Hi {name}, thank you for taking a moment. A few honest sentences are perfect; nothing is published before it has been read and approved.',
  'testimonial.loading': 'Loading the form',
  'testimonial.name': 'Your name',
  'testimonial.role': 'Your role',
  'testimonial.company': 'Company',
  'testimonial.optional': '(optional)',
  'testimonial.text': 'Your testimonial',
  'testimonial.textHint': 'Plain text, up to {count} characters.',
  'testimonial.photo': 'Your photo',
  'testimonial.photoHint': 'JPEG, PNG or WebP, up to 2 MB.',
  'testimonial.project': 'Project',
  'testimonial.noProject': 'No particular project',
  'testimonial.website': 'Website',
  'testimonial.send': 'Send testimonial',
  'testimonial.sending': 'Sending…',
  'testimonial.nameRequired': 'Please enter your name.',
  'testimonial.textRequired': 'Please write your testimonial.',
  'testimonial.textTooLong': 'Please keep it to {count} characters at most.',
  'testimonial.markup': 'Please write plain text, without tags such as <b> or <a>.',
  'testimonial.photoInvalid': 'Please choose a JPEG, PNG, WebP, AVIF or GIF image of at most 2 MB.',
  'testimonial.projectInvalid': 'Please choose one of the listed projects.',
  'testimonial.fieldInvalid': 'Please check this field.',
  'testimonial.correctFields': 'Please correct the highlighted fields.',
  'testimonial.tooMany': 'Too many attempts in a short time. Please try again in a minute.',
  'testimonial.notSent':
    'Your testimonial could not be sent. Please check your connection and try again.',
  'testimonial.usedTitle': 'This link was already used',
  'testimonial.usedText':
    'A testimonial was already sent with this link — thank you. To change it, reply to the email you received.',
  'testimonial.expiredTitle': 'This link has expired',
  'testimonial.expiredText':
    'The link to the form works for 14 days. Reply to the email you received to ask for a new one.',
  'testimonial.unknownTitle': 'This link does not work',
  'testimonial.unknownText': 'Please check that the whole address from the email was copied.',
  'testimonial.thanksTitle': 'Thank you!',
  'testimonial.thanksText':
    'Your testimonial was received. It will appear on the site once it has been approved.',
} as const satisfies Messages
