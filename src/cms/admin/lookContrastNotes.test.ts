import { describe, expect, it } from 'vitest'

import { DEFAULT_LOOK } from '../../shared/look/look'
import { lookContrastNotes } from './lookContrastNotes'

describe('lookContrastNotes', () => {
  it("says today's colours are readable as they are", () => {
    const notes = lookContrastNotes(DEFAULT_LOOK)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatch(/^Readable as is/)
  })

  it('names the scheme, the ratios and the shade used instead of a very light brand colour', () => {
    const notes = lookContrastNotes({ ...DEFAULT_LOOK, brand: '#fafafa' })
    const light = notes.find((note) => note.startsWith('On the light scheme your brand colour'))
    expect(light).toMatch(
      /^On the light scheme your brand colour has 1\.\d:1 as text; links and text use #[0-9a-f]{6} \((4\.[5-9]|[5-9]\.\d|\d\d\.\d):1\) instead\.$/,
    )
    // White text cannot sit on it either, whatever the scheme.
    expect(notes.some((note) => note.includes('white text on your brand colour'))).toBe(true)
  })

  it('says which scheme needed nothing', () => {
    const notes = lookContrastNotes({ ...DEFAULT_LOOK, brand: '#1e3a8a', accent: '#155e75' })
    expect(notes.some((note) => note.startsWith('On the dark scheme your brand colour'))).toBe(true)
    expect(notes).toContain('On the light scheme every colour is readable as is.')
  })

  it('asks for a whole colour while one is being typed', () => {
    expect(lookContrastNotes({ ...DEFAULT_LOOK, brand: '#12' })).toEqual([
      'Write the brand colour as # and six hexadecimal digits (for example #6366f1) to see how readable it is.',
    ])
  })
})
