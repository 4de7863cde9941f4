import { describe, expect, it } from 'vitest'

import { pdfLines, registerPdfFonts, type TextSurface } from './pdfLines'

/** Measures every character as half its size wide; remembers the fonts registered. */
const surface = (): TextSurface & { keys: string[] } => {
  const keys: string[] = []
  return {
    keys,
    registerFont: (key) => keys.push(key),
    widthOf: (text, _font, size) => Array.from(text).length * size * 0.5,
  }
}

const runsOf = (lines: ReturnType<typeof pdfLines>) =>
  lines.map((line) => line.runs.map((run) => run.text).join(''))

describe('pdfLines', () => {
  it('orders an Arabic line right to left, with Latin words and digits kept left to right', async () => {
    const page = surface()
    const fonts = await registerPdfFonts(page, '')
    const [line] = pdfLines(page, fonts[400], 'مهندسة React منذ 2015', {
      size: 10,
      maxWidth: 1000,
      direction: 'rtl',
    })
    const runs = line!.runs.filter((run) => run.text !== ' ')
    // Left to right on paper: the last logical word first. Arabic runs are given to fontkit in
    // logical order (it lays Arabic out right to left itself).
    expect(runs.map((run) => run.text)).toEqual(['2015', 'منذ', 'React', 'مهندسة'])
    expect(runs.map((run) => run.font)).toEqual([
      'Inter 400',
      'Noto Sans Arabic 400',
      'Inter 400',
      'Noto Sans Arabic 400',
    ])
  })

  it('keeps a left-to-right line in order and draws each script with a font that has it', async () => {
    const page = surface()
    const text = 'Backend — Ελληνικά 日本語'
    const fonts = await registerPdfFonts(page, text)
    const [line] = pdfLines(page, fonts[700], text, { size: 10, maxWidth: 1000, direction: 'ltr' })
    expect(runsOf([line!])).toEqual([text])
    // The CJK font comes in slices: each character is drawn with the slice that has it.
    const japanese = line!.runs.filter((run) => /[日本語]/.test(run.text))
    expect(japanese.map((run) => run.text).join('')).toBe('日本語')
    for (const run of japanese) expect(run.font).toMatch(/^Noto Sans SC /)
    expect(line!.runs.find((run) => run.text === 'Ελληνικά')!.font).toBe('Inter greek 700')
  })

  it('breaks at spaces within the width', async () => {
    const page = surface()
    const fonts = await registerPdfFonts(page, '')
    const lines = pdfLines(page, fonts[400], 'one two three four', {
      size: 10,
      maxWidth: 45,
      direction: 'ltr',
    })
    expect(runsOf(lines)).toEqual(['one two', 'three', 'four'])
    expect(Math.max(...lines.map((line) => line.width))).toBeLessThanOrEqual(45)
  })
})
