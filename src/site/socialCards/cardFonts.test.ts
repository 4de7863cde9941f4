import { describe, expect, it } from 'vitest'

import { ARABIC_FONT_CSS, cardFonts, cjkSlicesFor, fontSlicesOf, sliceCovers } from './cardFonts'

describe('cardFonts', () => {
  it('always carries an Arabic font whose file covers the Arabic letters (U+0627 alif)', async () => {
    const arabic = fontSlicesOf(ARABIC_FONT_CSS, 400).find((slice) =>
      slice.file.endsWith('noto-sans-arabic-arabic-400-normal.woff'),
    )
    expect(arabic && sliceCovers(arabic, 0x0627)).toBe(true)
    const fonts = await cardFonts('مرحبا')
    expect(fonts.some((font) => font.name === 'Noto Sans Arabic' && font.weight === 400)).toBe(true)
  })

  it('loads only the CJK slices that cover the text’s Chinese or Japanese characters', async () => {
    expect(cjkSlicesFor('Plain Latin and العربية')).toEqual([])
    const slices = cjkSlicesFor('作品集 ポートフォリオ')
    expect(slices.length).toBeGreaterThan(0)
    for (const char of ['作', '品', '集', 'ポ']) {
      const code = char.codePointAt(0)!
      expect(
        slices.some((slice) => sliceCovers(slice, code) && slice.weight === 700),
        char,
      ).toBe(true)
    }
    // A few of ~100 slices a weight, not the whole font.
    expect(slices.length).toBeLessThan(20)
    const fonts = await cardFonts('作品集')
    expect(fonts.filter((font) => font.name.startsWith('Noto Sans SC')).length).toBeGreaterThan(0)
  })
})
