import { SITE_TEXT_PAGES } from '../../shared/siteTexts'

type Texts = Record<string, Record<string, unknown> | string | undefined>

/**
 * The Site texts global read with `locale: 'all'`, with the spec's words in `defaultLanguage`
 * wherever the owner never wrote one: what the site shows there, and so what the other
 * languages have to translate (a new site stores none of its texts until the first save).
 */
export const siteTextsWithDefaults = (doc: unknown, defaultLanguage: string): unknown => {
  const stored = (doc ?? {}) as Record<string, Texts | undefined>
  const filled: Record<string, unknown> = { ...stored }
  for (const [page, { fields }] of Object.entries(SITE_TEXT_PAGES)) {
    const texts: Texts = { ...stored[page] }
    for (const [name, field] of Object.entries(fields)) {
      if (field.kind !== 'text' && field.kind !== 'textarea') continue
      // Never saved, a text reads as its default given once, not per language: nothing stored.
      const read = texts[name]
      const perLanguage = typeof read === 'object' && read !== null ? read : {}
      const own = perLanguage[defaultLanguage]
      if (typeof own === 'string' && own.trim() !== '') continue
      texts[name] = { ...perLanguage, [defaultLanguage]: field.default }
    }
    filled[page] = texts
  }
  return filled
}
