import type { Messages } from '../messages'

/**
 * English: a protected project's password form, bundled with its lazy chunk (the other
 * languages keep these words in their project part).
 */
export const projectAccessWords = {
  'project.protected': 'Protected project',
  'project.passwordIntro':
    'This project is shared under a non-disclosure agreement. Enter the password you were given to see it.',
  'project.linkOnlyIntro':
    'This project is shared under a non-disclosure agreement, by invitation link only. Ask its owner for a link.',
  'project.passwordLabel': 'Password',
  'project.open': 'Open project',
  'project.opening': 'Opening…',
  'project.passwordRequired': 'Type the password.',
  'project.wrongPassword': 'That password is not right. Check it and try again.',
  'project.tooManyAttempts': 'Too many wrong attempts. Please wait a few minutes, then try again.',
  'project.linkRevoked': 'This link was withdrawn by the owner. Ask them for a new one.',
  'project.linkExpired': 'This link has expired. Ask the owner for a new one.',
  'project.linkInvalid': 'This link is not valid for this project.',
  'project.openFailed': 'The project could not be opened just now. Please try again.',
} as const satisfies Messages
