import type { ReadLanguage } from '../cms/languages/textsInLanguage'

/**
 * One cached read per language, made on first use: `make(language)` builds the read (a
 * `cachedRead`), and each language keeps its own, so a Spanish page never gets the English
 * reads or the other way round. The catalogue bounds how many there can be.
 */
export const perLanguage = <T>(
  make: (language: ReadLanguage) => () => Promise<T>,
): ((language: ReadLanguage) => Promise<T>) => {
  const reads = new Map<string, () => Promise<T>>()
  return (language) => {
    const key = `${language.locale}|${language.fallback}`
    let read = reads.get(key)
    if (!read) {
      read = make(language)
      reads.set(key, read)
    }
    return read()
  }
}
