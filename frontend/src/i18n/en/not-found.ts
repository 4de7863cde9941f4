import type { Messages } from '../messages'

/** English: the not-found page, bundled with its chunk. */
export const notFoundWords = {
  'notFound.title': 'Page Not Found',
  'notFound.text': 'The page you are looking for doesn’t exist or has been moved.',
} as const satisfies Messages
