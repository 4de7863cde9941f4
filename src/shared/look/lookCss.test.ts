import { describe, expect, it } from 'vitest'

import { contrastRatio, readableOn } from './contrast'
import { DEFAULT_LOOK, type Look, lookOf } from './look'
import { THEME_COLORS } from '../themeBoot'
import { lookCss, neutralGrounds, neutralTokens, themeColorsOf } from './lookCss'

/** The custom properties one scheme's rule sets. */
const tokensOf = (css: string, scheme: 'dark' | 'light'): Record<string, string> => {
  const selector =
    scheme === 'dark' ? ":root,:root[data-theme='dark']{" : ":root[data-theme='light']{"
  const start = css.indexOf(selector)
  if (start < 0) return {}
  const body = css.slice(start + selector.length, css.indexOf('}', start))
  return Object.fromEntries(
    body
      .split(';')
      .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]),
  )
}

const TEXT_TOKENS = ['--accent', '--accent-2', '--accent-3', '--link-hover', '--code-text']

describe('lookCss', () => {
  it('is empty for the default look: the stylesheet is today’s look', () => {
    expect(lookCss(DEFAULT_LOOK)).toEqual({ css: '', adjustments: [] })
    expect(lookOf(null)).toEqual(DEFAULT_LOOK)
    expect(lookOf({ brand: 'red', pairing: 'comic-sans', corners: 'round' })).toEqual({
      ...DEFAULT_LOOK,
      corners: 'round',
    })
  })

  const extremes: [string, Partial<Look>][] = [
    ['a very light brand colour', { brand: '#fafafa', accent: '#fffde0' }],
    ['a very dark brand colour', { brand: '#0a0a12', accent: '#050505' }],
    ['a mid grey on a warm neutral', { brand: '#777777', accent: '#888888', neutral: 'warm' }],
    ['saturated yellow on grey', { brand: '#ffff00', accent: '#00ff00', neutral: 'grey' }],
  ]
  it.each(extremes)('keeps AA text in both schemes with %s', (_name, choice) => {
    const look = { ...DEFAULT_LOOK, ...choice }
    const { css } = lookCss(look)
    for (const scheme of ['dark', 'light'] as const) {
      const tokens = tokensOf(css, scheme)
      const grounds = neutralGrounds(look.neutral, scheme)
      for (const name of TEXT_TOKENS)
        for (const ground of grounds)
          expect(
            contrastRatio(tokens[name]!, ground),
            `${scheme} ${name} on ${ground}`,
          ).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(tokens['--accent-strong']!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('says where the owner’s colour was shaded, with both ratios', () => {
    const { adjustments } = lookCss({ ...DEFAULT_LOOK, brand: '#fafafa' })
    const light = adjustments.find(
      (a) => a.scheme === 'light' && a.use.startsWith('Brand colour as text'),
    )
    expect(light).toMatchObject({ chosen: '#fafafa' })
    expect(light!.chosenRatio).toBeLessThan(1.2)
    expect(light!.shownRatio).toBeGreaterThanOrEqual(4.5)
    // Readable already where it is used: no word about it.
    expect(
      adjustments.some((a) => a.scheme === 'dark' && a.use.startsWith('Brand colour as text')),
    ).toBe(false)
  })

  it.each(['grey', 'warm'] as const)(
    'the %s neutral keeps every text colour AA on its grounds',
    (tone) => {
      for (const scheme of ['dark', 'light'] as const) {
        const tokens = neutralTokens(tone, scheme)
        for (const [name, value] of Object.entries(tokens)) {
          if (!name.startsWith('--text')) continue
          for (const ground of neutralGrounds(tone, scheme))
            expect(
              contrastRatio(value, ground),
              `${tone} ${scheme} ${name}`,
            ).toBeGreaterThanOrEqual(4.5)
        }
      }
    },
  )

  it('sets corners and type only when they differ from today', () => {
    const { css } = lookCss({ ...DEFAULT_LOOK, corners: 'round', pairing: 'editorial' })
    expect(css.startsWith(':root{--radius-sm:16px;--radius:24px;--radius-lg:32px;')).toBe(true)
    expect(css).toContain("--font-sans:'Source Serif 4', 'Noto Naskh Arabic', ui-sans-serif")
    expect(css).toContain("--font-heading:'Fraunces', 'Noto Naskh Arabic', ")
  })
})

describe('readableOn', () => {
  it('keeps a readable colour and moves only the shade of one that is not', () => {
    expect(readableOn('#000000', ['#ffffff'], 4.5)).toBe('#000000')
    const shaded = readableOn('#6366f1', ['#07080f'], 7)
    expect(contrastRatio(shaded, '#07080f')).toBeGreaterThanOrEqual(7)
    expect(contrastRatio(readableOn('#6366f1', ['#07080f'], 7), '#07080f')).toBeLessThan(7.2)
  })
})

describe('themeColorsOf', () => {
  it("gives today's look the head script's bar colours, and another tone its own backgrounds", () => {
    expect(themeColorsOf(DEFAULT_LOOK)).toEqual(THEME_COLORS)
    const warm = themeColorsOf({ ...DEFAULT_LOOK, neutral: 'warm' })
    expect(warm).toEqual({
      dark: neutralGrounds('warm', 'dark')[0],
      light: neutralGrounds('warm', 'light')[0],
    })
    expect(warm).not.toEqual(THEME_COLORS)
  })
})
