import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

/** A font as satori takes it. */
type CardFont = { name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }

/** The family the card's text asks for first; the other loaded fonts are its fallbacks. */
export const CARD_FONT_FAMILY = 'Inter'

const WEIGHTS = [400, 600, 700] as const

const require = createRequire(import.meta.url)
const filesOf = (packageJson: string) => path.join(path.dirname(packageJson), 'files')
const INTER_FILES = filesOf(require.resolve('@fontsource/inter/package.json'))
const EMOJI_FILES = filesOf(require.resolve('@fontsource/noto-emoji/package.json'))
const ARABIC_PACKAGE = path.dirname(require.resolve('@fontsource/noto-sans-arabic/package.json'))
const CJK_PACKAGE = path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json'))
/** The weights the Arabic and CJK fonts are loaded at (the card's 600 draws with the 700). */
const SCRIPT_WEIGHTS = [400, 700] as const

const INTER_SUBSETS = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
]

/** Noto Emoji comes in unicode-range slices; the card draws it at one weight. */
const EMOJI_SLICES = ['emoji', ...Array.from({ length: 11 }, (_, i) => String(i))]

/**
 * Inter (SIL Open Font License 1.1) from the `@fontsource/inter` package, as WOFF (satori reads
 * TTF, OTF and WOFF, not WOFF2): Latin first, then the subsets that cover other European names
 * (Latin, Greek and Cyrillic Extended, Vietnamese). Then Noto Emoji (OFL 1.1, monochrome) from
 * `@fontsource/noto-emoji`, so an emoji in a title is drawn as a glyph in the text's colour.
 * The files ship inside the packages: nothing is fetched at run time.
 */
const FONT_FILES: { name: string; file: string; weight: CardFont['weight'] }[] = [
  ...INTER_SUBSETS.flatMap((subset) =>
    WEIGHTS.map((weight) => ({
      name: subset === 'latin' ? CARD_FONT_FAMILY : `Inter ${subset}`,
      file: path.join(INTER_FILES, `inter-${subset}-${weight}-normal.woff`),
      weight,
    })),
  ),
  ...EMOJI_SLICES.map((slice) => ({
    name: `Noto Emoji ${slice}`,
    file: path.join(EMOJI_FILES, `noto-emoji-${slice}-400-normal.woff`),
    weight: 400 as const,
  })),
]

/** One `@font-face` of a fontsource stylesheet: its WOFF file and the code points it covers. */
export type FontSlice = { file: string; weight: CardFont['weight']; ranges: [number, number][] }

/** The slices a fontsource stylesheet (`400.css`) declares, with their `unicode-range`s. */
export const fontSlicesOf = (cssFile: string, weight: CardFont['weight']): FontSlice[] =>
  [...readFileSync(cssFile, 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, block]) => {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block!)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(block!)?.[1]
    if (!file || !range) return []
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)]
    })
    return [{ file: path.join(path.dirname(cssFile), 'files', file), weight, ranges }]
  })

/** Whether a slice has a glyph for `codePoint`. */
export const sliceCovers = (slice: FontSlice, codePoint: number): boolean =>
  slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)

/**
 * Noto Sans Arabic (OFL 1.1, `@fontsource/noto-sans-arabic`), its Arabic slice: the letters of
 * Arabic, Persian and Urdu. Small (~80 KB a weight), so every card loads it.
 */
export const ARABIC_FONT_CSS = path.join(ARABIC_PACKAGE, '400.css')
const ARABIC_FILES = SCRIPT_WEIGHTS.map((weight) => ({
  name: 'Noto Sans Arabic',
  file: path.join(ARABIC_PACKAGE, 'files', `noto-sans-arabic-arabic-${weight}-normal.woff`),
  weight,
}))

/** Characters of the CJK scripts, the only ones the CJK font is loaded for. */
const CJK_CHARACTER =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u

let cjkSlices: FontSlice[] | null = null

/**
 * The slices of Noto Sans SC (OFL 1.1, `@fontsource/noto-sans-sc`: Chinese, with Japanese kana)
 * a text needs: the font is ~100 slices of ~50 KB a weight, so a card loads only those that
 * cover one of its CJK characters.
 */
export const cjkSlicesFor = (text: string): FontSlice[] => {
  const codePoints = [...new Set(Array.from(text).filter((char) => CJK_CHARACTER.test(char)))].map(
    (char) => char.codePointAt(0)!,
  )
  if (!codePoints.length) return []
  cjkSlices ??= SCRIPT_WEIGHTS.flatMap((weight) =>
    fontSlicesOf(path.join(CJK_PACKAGE, `${weight}.css`), weight),
  )
  return cjkSlices.filter((slice) => codePoints.some((code) => sliceCovers(slice, code)))
}

/** The fonts of each set of CJK slices, kept by set (satori parses a font list once per array). */
const withCjk = new Map<string, Promise<CardFont[]>>()
const MAX_FONT_SETS = 16

/**
 * Every font a card with `text` needs, read from node_modules once and kept: Inter and Noto
 * Emoji, Noto Sans Arabic, and the Noto Sans SC slices that cover the text's CJK characters.
 * Satori draws a character with the first font that has it, so Latin text stays Inter's.
 */
export const cardFonts = async (text = ''): Promise<CardFont[]> => {
  const base = await baseFonts()
  const slices = cjkSlicesFor(text)
  if (!slices.length) return base
  const key = slices.map((slice) => slice.file).join('|')
  let fonts = withCjk.get(key)
  if (!fonts) {
    fonts = Promise.all(
      slices.map(async ({ file, weight }) => ({
        name: `Noto Sans SC ${path.basename(file, '.woff')}`,
        data: await readFile(file),
        weight,
        style: 'normal' as const,
      })),
    ).then((cjk) => [...base, ...cjk])
    fonts.catch(() => withCjk.delete(key))
    withCjk.set(key, fonts)
    while (withCjk.size > MAX_FONT_SETS) withCjk.delete(withCjk.keys().next().value!)
  }
  return fonts
}

let loading: Promise<CardFont[]> | null = null
/** The fonts every card gets, read from node_modules once (on the first card) and kept. */
const baseFonts = (): Promise<CardFont[]> => {
  loading ??= Promise.all(
    [...FONT_FILES, ...ARABIC_FILES].map(async ({ name, file, weight }) => ({
      name,
      data: await readFile(file),
      weight,
      style: 'normal' as const,
    })),
  ).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
