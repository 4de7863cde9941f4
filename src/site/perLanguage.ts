import type { ReadLanguage } from '../cms/languages/textsInLanguage'

/** So a Spanish page never gets the English reads; the catalogue bounds how many. */
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
