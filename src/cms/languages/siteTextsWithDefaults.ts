import { SITE_TEXT_PAGES } from '../../shared/siteTexts'
import {
  SITE_TEXT_WORD_LANGUAGES,
  siteTextWordIn,
} from '../../shared/siteTextWords/siteTextWordsIn'

type Texts = Record<string, Record<string, unknown> | string | undefined>

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== ''

/**
 * The Site texts global read with `locale: 'all'`, with each default the site shows filled in
 * (a default is never stored): what the other languages have to translate. A text the owner
 * wrote in `defaultLanguage` is theirs, and every other language lacks it until translated. A
 * text still at its default has it in every language that comes with words of its own, so only
 * the other languages lack it.
 */
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
