import type { ReactNode } from 'react'

import { textLang } from './text-language'

/**
 * A text of the Site texts as the page shows it: in a `<span lang>` when it is shown in another
 * language than the page's (no translation yet), as the owner's untranslated fields are marked,
 * so it is read in its language and, on a right-to-left page, keeps its punctuation on its side.
 */
export const siteText = <Texts extends { untranslated?: Record<string, string> }>(
  texts: Texts,
  name: keyof Texts & string,
): ReactNode => {
  const { lang } = textLang(texts, name)
  const value = texts[name] as ReactNode
  return lang ? <span lang={lang}>{value}</span> : value
}
