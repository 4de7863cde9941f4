import { SITE_TEXT_PAGES } from '../../shared/siteTexts'
import {
  SITE_TEXT_WORD_LANGUAGES,
  siteTextWordIn,
} from '../../shared/siteTextWords/siteTextWordsIn'

type Texts = Record<string, Record<string, unknown> | string | undefined>

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/** Defaults filled in (never stored): what the other languages must translate. */
export const siteTextsWithDefaults = (doc: unknown, defaultLanguage: string): unknown => {
  const stored = (doc ?? {}) as Record<string, Texts | undefined>
  const filled: Record<string, unknown> = { ...stored }
  for (const [page, { fields }] of Object.entries(SITE_TEXT_PAGES)) {
    const texts: Texts = { ...stored[page] }
    for (const [name, field] of Object.entries(fields)) {
      if (field.kind !== 'text' && field.kind !== 'textarea') continue
      // Never saved, a text reads as nothing stored (Payload gives no per-language value).
      const read = texts[name]
      const written = Object.fromEntries(
        Object.entries(typeof read === 'object' && read !== null ? read : {}).filter(([, text]) =>
          hasText(text),
        ),
      )
      if (hasText(written[defaultLanguage])) {
        texts[name] = written
        continue
      }
      const bundled = SITE_TEXT_WORD_LANGUAGES.map((code) => [
        code,
        siteTextWordIn(code, page, name),
      ])
      texts[name] = {
        ...Object.fromEntries(bundled),
        ...written,
        [defaultLanguage]: siteTextWordIn(defaultLanguage, page, name) ?? field.default,
      }
    }
    filled[page] = texts
  }
  return filled
}
