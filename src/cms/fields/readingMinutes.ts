/** Words a reader takes in per minute of prose: the usual figure for reading on a screen. */
const WORDS_PER_MINUTE = 220

/** Minutes to read `text`, rounded up. */
export const readingMinutes = (text: string): number => {
  const words = text.split(/\s+/).filter(Boolean).length
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}
