import type { Messages } from '../messages'

/** English: the one-line offer of the page in the visitor's language, loaded with it. */
export const languageSuggestionWords = {
  'languageSuggestion.text': 'This page is also in {language}.',
  'languageSuggestion.switch': 'Switch',
  'languageSuggestion.dismiss': 'Dismiss',
} as const satisfies Messages
