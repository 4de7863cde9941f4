import {
  WORDS_LANGUAGES,
  type WordsLanguage,
  WORDS_PARTS,
  type WordsPart,
} from '@shared/languages/bundledWords'

import type { Catalogue } from './en'
import type { Messages, WordsPartLoaders } from './messages'

/** A language the site has words of its own for, other than the bundled English. */
export type OtherLanguage = Exclude<WordsLanguage, 'en'>

/** A language code ('es', 'es-MX', 'PT') as a site language; English for any other. */
export const toSiteLanguage = (code: string): WordsLanguage => {
  const base = code.trim().toLowerCase().split(/[-_]/)[0]
  return WORDS_LANGUAGES.find((language) => language === base) ?? 'en'
}

/**
 * The language whose words a page in `language` shows: its own when the site has words of its
 * own for it, else the site's default language's (an Italian page of a Spanish site falls back
 * to Spanish), else English. The owner's words for the page's language go over them.
 */
export const wordsLanguageFor = (language: string, siteDefault: string): WordsLanguage => {
  const own = toSiteLanguage(language)
  if (own !== 'en' || toSiteLanguage(siteDefault) === 'en') return own
  return /^en(?:[-_]|$)/i.test(language.trim()) ? 'en' : toSiteLanguage(siteDefault)
}

/**
 * The page part an English part of the words is: the one its keys are named after
 * (`notFound.title` in `en/not-found.ts`); none for the frame's words.
 */
export const wordsPartOf = (english: Messages): WordsPart | undefined => {
  const prefix = Object.keys(english)[0]?.split('.')[0] ?? ''
  const part = prefix.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return WORDS_PARTS.find((name) => name === part)
}

type FrameModule = { words: Messages; parts: WordsPartLoaders }

// One chunk per language for the frame's words, which also says where its page parts are.
const FRAME_LOADERS: Record<OtherLanguage, () => Promise<FrameModule>> = {
  es: () => import('./es').then((m) => ({ words: m.es, parts: m.esParts })),
  fr: () => import('./fr').then((m) => ({ words: m.fr, parts: m.frParts })),
  de: () => import('./de').then((m) => ({ words: m.de, parts: m.deParts })),
  pt: () => import('./pt').then((m) => ({ words: m.pt, parts: m.ptParts })),
  ar: () => import('./ar').then((m) => ({ words: m.ar, parts: m.arParts })),
}
const partLoaders = new Map<OtherLanguage, WordsPartLoaders>()

const loaded = new Map<string, Messages>()
const loading = new Map<string, Promise<Messages>>()
// A page part whose last fetch failed: shown in English rather than waited for again.
const failed = new Set<string>()
// The frame's words and the parts here so far, one object per language until another arrives.
const joined = new Map<OtherLanguage, Messages>()

const partKey = (language: OtherLanguage, part: WordsPart) => `${language}/${part}`

const fetchOnce = (key: string, load: () => Promise<Messages>): Promise<Messages> => {
  const ready = loaded.get(key)
  if (ready) return Promise.resolve(ready)
  let pending = loading.get(key)
  if (!pending) {
    failed.delete(key)
    pending = load().then(
      (words) => {
        loaded.set(key, words)
        loading.delete(key)
        joined.delete(key.split('/')[0] as OtherLanguage)
        return words
      },
      (error: unknown) => {
        loading.delete(key)
        failed.add(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

/**
 * The language's words here so far (the frame's and the page parts fetched), or undefined
 * before the frame's have arrived.
 */
export const loadedCatalogue = (language: OtherLanguage): Partial<Catalogue> | undefined => {
  const frame = loaded.get(language)
  if (!frame) return undefined
  let words = joined.get(language)
  if (!words) {
    const parts = WORDS_PARTS.map((part) => loaded.get(partKey(language, part)))
    words = Object.assign({}, frame, ...parts) as Messages
    joined.set(language, words)
  }
  return words as Partial<Catalogue>
}

/**
 * Fetches a language's frame words and the given page parts, each once (a failed fetch is tried
 * again on the next call); called before a page's first render, it has no English first frame.
 */
export const loadCatalogue = async (
  language: OtherLanguage,
  parts: readonly WordsPart[] = [],
): Promise<Partial<Catalogue>> => {
  const frame = fetchOnce(language, () =>
    FRAME_LOADERS[language]().then(({ words, parts: loaders }) => {
      partLoaders.set(language, loaders)
      return words
    }),
  )
  await Promise.all([
    frame,
    ...parts.map((part) =>
      fetchOnce(partKey(language, part), () =>
        frame.then(() => partLoaders.get(language)![part]()),
      ),
    ),
  ])
  return loadedCatalogue(language)!
}

/**
 * While a page part of the language is on its way, a promise that settles (never fails) when it
 * is here or could not be fetched; undefined once it is here or its last fetch failed.
 */
export const pendingPart = (
  language: OtherLanguage,
  part: WordsPart,
): Promise<void> | undefined => {
  const key = partKey(language, part)
  if (loaded.has(key) || failed.has(key)) return undefined
  return settled(key, language, part)
}

// The same promise for as long as a fetch is pending: React's `use` waits on it across renders.
const waits = new Map<string, Promise<void>>()
const settled = (key: string, language: OtherLanguage, part: WordsPart): Promise<void> => {
  let wait = waits.get(key)
  if (!wait) {
    wait = loadCatalogue(language, [part]).then(
      () => undefined,
      (error: unknown) => console.error(`The ${language} ${part} words could not be loaded`, error),
    )
    void wait.finally(() => waits.delete(key))
    waits.set(key, wait)
  }
  return wait
}
