import bidiFactory from 'bidi-js'
import { create, type Font } from 'fontkit'

import { cardFonts } from '../socialCards/cardFonts'

const bidi = bidiFactory()

export type Weight = 400 | 700

/** A font registered in the document under `key`, with its glyph table to ask coverage of. */
type PdfFont = { key: string; glyphs: Font }

/** Each weight's fonts, in the order a character looks for a glyph (the social cards' order). */
export type PdfFonts = Record<Weight, PdfFont[]>

/** What `pdfLines` needs of a PDFKit document: measuring and drawing one run of one font. */
export type TextSurface = {
  registerFont: (key: string, data: Buffer) => unknown
  widthOf: (text: string, font: string, size: number) => number
}

const glyphTables = new WeakMap<Buffer, Font>()
const glyphsOf = (data: Buffer): Font => {
  let font = glyphTables.get(data)
  if (!font) {
    font = create(data) as Font
    glyphTables.set(data, font)
  }
  return font
}

/**
 * The social cards' fonts for `text` (cardFonts.ts: Inter, Noto Emoji, Noto Sans Arabic and the
 * Noto Sans SC slices the text's CJK characters need), registered in `surface`. Bold takes each
 * family's 700 where it has one.
 */
export const registerPdfFonts = async (surface: TextSurface, text: string): Promise<PdfFonts> => {
  const fonts = await cardFonts(text)
  const names = [...new Set(fonts.map((font) => font.name))]
  const pick = (weight: Weight): PdfFont[] =>
    names.map((name) => {
      const family = fonts.filter((font) => font.name === name)
      const font = family.find((one) => one.weight === weight) ?? family[0]!
      const key = `${name} ${font.weight}`
      surface.registerFont(key, font.data)
      return { key, glyphs: glyphsOf(font.data) }
    })
  return { 400: pick(400), 700: pick(700) }
}

/** A run of one font and one direction, as the font draws it left to right. */
type Run = { text: string; font: string; width: number }
export type Line = { runs: Run[]; width: number }

const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u

/**
 * The text a run is drawn with. Fontkit lays a run out right to left when its script is (Arabic,
 * Hebrew), whatever the bidi algorithm says: a run whose level disagrees (Arabic-Indic digits
 * inside Arabic, neutral marks between Arabic words) is reversed here so its glyphs end up in
 * visual order; a right-to-left run's brackets are mirrored.
 */
const drawnText = (logical: string, rtl: boolean): string => {
  const mirrored = rtl
    ? Array.from(logical, (char) => bidi.getMirroredCharacter(char) ?? char).join('')
    : logical
  return rtl === RTL_SCRIPT.test(logical) ? mirrored : Array.from(mirrored).reverse().join('')
}

type Piece = { start: number; end: number; font: string; rtl: boolean; width: number }
type Word = { pieces: Piece[]; width: number }

/**
 * Breaks `text` into lines of at most `maxWidth` (at spaces; a longer word gets its own line) and
 * gives each line's runs in visual order, left to right: the Unicode bidi algorithm (bidi-js)
 * orders them, every character is drawn with the first font that has it, and Arabic is shaped
 * by fontkit within its run. The runs carry real text, so a reader can select and copy it.
 */
export const pdfLines = (
  surface: TextSurface,
  fonts: PdfFont[],
  text: string,
  { size, maxWidth, direction }: { size: number; maxWidth: number; direction: 'ltr' | 'rtl' },
): Line[] => {
  // As dir=auto: a text's first letter says its direction (an untranslated English line on an
  // Arabic page reads left to right); the page's holds for digits and signs alone.
  const levels = bidi.getEmbeddingLevels(text, /\p{L}/u.test(text) ? 'auto' : direction)
  const fontAt = (index: number): string => {
    const codePoint = text.codePointAt(index)!
    return (fonts.find((font) => font.glyphs.hasGlyphForCodePoint(codePoint)) ?? fonts[0]!).key
  }
  const words: (Word & { start: number; end: number })[] = []
  for (const match of text.matchAll(/\S+/g)) {
    const pieces: Piece[] = []
    const end = match.index + match[0].length
    for (let index = match.index; index < end;) {
      const step = text.codePointAt(index)! > 0xffff ? 2 : 1
      const font = fontAt(index)
      const rtl = levels.levels[index]! % 2 === 1
      const last = pieces.at(-1)
      // A combining mark stays with its letter, whichever font has it.
      const joins = /\p{M}/u.test(text.slice(index, index + step))
      if (last && (joins || (last.font === font && last.rtl === rtl))) last.end = index + step
      else pieces.push({ start: index, end: index + step, font, rtl, width: 0 })
      index += step
    }
    for (const piece of pieces) {
      piece.width = surface.widthOf(
        drawnText(text.slice(piece.start, piece.end), piece.rtl),
        piece.font,
        size,
      )
    }
    words.push({
      start: match.index,
      end,
      pieces,
      width: pieces.reduce((sum, piece) => sum + piece.width, 0),
    })
  }
  const space = surface.widthOf(' ', fonts[0]!.key, size)
  const lines: (typeof words)[] = []
  let current: typeof words = []
  let width = 0
  for (const word of words) {
    const needed = current.length ? width + space + word.width : word.width
    if (current.length && needed > maxWidth) {
      lines.push(current)
      current = [word]
      width = word.width
    } else {
      current.push(word)
      width = needed
    }
  }
  if (current.length) lines.push(current)
  return lines.map((line) => {
    const first = line[0]!.start
    const order = bidi.getReorderedIndices(text, levels, first, line.at(-1)!.end - 1)
    const visual = new Map(order.map((index, position) => [index, position]))
    const placeOf = (piece: Piece) =>
      Math.min(
        ...Array.from({ length: piece.end - piece.start }, (_, i) => visual.get(piece.start + i)!),
      )
    const pieces = line
      .flatMap((word, wordIndex) => word.pieces.map((piece) => ({ piece, wordIndex })))
      .sort((a, b) => placeOf(a.piece) - placeOf(b.piece))
    const runs: Run[] = []
    pieces.forEach(({ piece, wordIndex }, i) => {
      // A space wherever the next run on the line is from another word.
      if (i > 0 && pieces[i - 1]!.wordIndex !== wordIndex)
        runs.push({ text: ' ', font: fonts[0]!.key, width: space })
      const logical = text.slice(piece.start, piece.end)
      runs.push({
        text: drawnText(logical, piece.rtl),
        font: piece.font,
        width: piece.width,
      })
    })
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) }
  })
}
