/** Words a reader takes in per minute of prose: the usual figure for reading on a screen. */
const WORDS_PER_MINUTE = 220

/**
 * Minutes to read `text` (a post's plain body, its code included): its words at
 * WORDS_PER_MINUTE, rounded up; at least 1 for any text, 0 for none.
 */
export const readingMinutes = (text: string): number => {
  const words = text.split(/\s+/).filter(Boolean).length
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
