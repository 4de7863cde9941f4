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

let loading: Promise<CardFont[]> | null = null

/** Every font of the card, read from node_modules once (on the first card) and kept. */
export const cardFonts = (): Promise<CardFont[]> => {
  loading ??= Promise.all(
    FONT_FILES.map(async ({ name, file, weight }) => ({
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
