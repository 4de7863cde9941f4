import { describe, expect, it } from 'vitest'

import { DEFAULT_LOOK } from '../../shared/look/look'
import { lookCss } from '../../shared/look/lookCss'
import { lookStyleOf, withLookAttributes } from './lookInPage'

const PAGE =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head><meta name="theme-color" content="#07080f" /></head>\n</html>\n'

describe('lookStyleOf', () => {
  it("is nothing for today's look", () => {
    expect(lookStyleOf(DEFAULT_LOOK)).toBeNull()
  })

  it("is one <style id=site-look> with the look's properties", () => {
    const look = { ...DEFAULT_LOOK, brand: '#14532d', corners: 'round' as const }
    const style = lookStyleOf(look)!
    expect(style.css).toBe(lookCss(look).css)
    expect(style.tag).toBe(`<style id="site-look">${style.css}</style>`)
    expect(style.css).toContain('--indigo-rgb')
  })
})

describe('withLookAttributes', () => {
  it("leaves today's page byte for byte", () => {
    expect(withLookAttributes(PAGE, DEFAULT_LOOK)).toBe(PAGE)
    // Colours, type and corners are the style's business, not the attributes'.
    expect(
      withLookAttributes(PAGE, { ...DEFAULT_LOOK, brand: '#000000', pairing: 'literary' as const }),
    ).toBe(PAGE)
  })

  it('writes only what differs from today', () => {
    expect(withLookAttributes(PAGE, { ...DEFAULT_LOOK, scheme: 'dark' })).toContain(
      '<html lang="en" dir="ltr" data-default-theme="dark">',
    )
    expect(
      withLookAttributes(PAGE, { ...DEFAULT_LOOK, scheme: 'light', animation: 'none' }),
    ).toContain('<html lang="en" dir="ltr" data-default-theme="light" data-motion="none">')
  })

  it("gives the browser's bars the backgrounds of another neutral tone", () => {
    expect(withLookAttributes(PAGE, { ...DEFAULT_LOOK, neutral: 'warm' })).toContain(
      '<meta name="theme-color" content="#0f0c09" data-dark="#0f0c09" data-light="#faf7f2" />',
    )
  })

  it('replaces attributes the template already had', () => {
    const page = PAGE.replace('dir="ltr"', 'dir="ltr" data-motion="fewer"')
    expect(withLookAttributes(page, { ...DEFAULT_LOOK, animation: 'none' })).toContain(
      '<html lang="en" dir="ltr" data-motion="none">',
    )
  })
})
