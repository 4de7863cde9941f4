import { describe, expect, it } from 'vitest'

import {
  PREFERS_LIGHT_QUERY,
  type Theme,
  THEME_BOOT_SCRIPT,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from '@shared/themeBoot'
import { LOOK_ATTRIBUTES } from '@shared/look/lookAttributes'
import { otherTheme, parseThemeChoice, resolveTheme } from './theme-choice'

/** Runs the head script against a stand-in document, storage and media query; what it set. */
const runBootScript = ({
  stored,
  systemPrefersLight,
  storageThrows = false,
  ownerDefault = null,
  barColors = {},
}: {
  stored: string | null
  systemPrefersLight: boolean
  storageThrows?: boolean
  /** What the server wrote in the Look's scheme attribute on `<html>`; null: none. */
  ownerDefault?: string | null
  /** The `theme-color` meta's data-dark and data-light (a Look's other neutral tone). */
  barColors?: Record<string, string>
}) => {
  const attributes: Record<string, string> = {}
  if (ownerDefault !== null) attributes[LOOK_ATTRIBUTES.scheme] = ownerDefault
  const metas: Record<string, Record<string, string>> = {
    'meta[name="color-scheme"]': { content: 'dark light' },
    'meta[name="theme-color"]': { content: THEME_COLORS.dark, ...barColors },
  }
  const element = (store: Record<string, string>) => ({
    setAttribute: (name: string, value: string) => (store[name] = value),
    getAttribute: (name: string) => store[name] ?? null,
  })
  const document = {
    documentElement: element(attributes),
    querySelector: (selector: string) => (metas[selector] ? element(metas[selector]) : null),
  }
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError')
      return key === THEME_STORAGE_KEY ? stored : null
    },
  }
  const matchMedia = (query: string) => ({
    matches: query === PREFERS_LIGHT_QUERY && systemPrefersLight,
  })
  new Function('document', 'localStorage', 'matchMedia', THEME_BOOT_SCRIPT)(
    document,
    localStorage,
    matchMedia,
  )
  return {
    theme: attributes['data-theme'],
    colorScheme: metas['meta[name="color-scheme"]'].content,
    themeColor: metas['meta[name="theme-color"]'].content,
  }
}

describe('the theme choice', () => {
  it('reads only a known theme back from storage', () => {
    expect(parseThemeChoice('light')).toBe('light')
    expect(parseThemeChoice('dark')).toBe('dark')
    for (const stored of [null, undefined, '', 'system', 'Light', ' dark', 'constructor'])
      expect(parseThemeChoice(stored), String(stored)).toBeNull()
  })

  it("shows the visitor's own choice, else the system's preference", () => {
    expect(resolveTheme(null, true)).toBe('light')
    expect(resolveTheme(null, false)).toBe('dark')
    expect(resolveTheme('dark', true)).toBe('dark')
    expect(resolveTheme('light', false)).toBe('light')
  })

  it("shows the owner's default scheme to a visitor without a choice, whatever their system", () => {
    expect(resolveTheme(null, true, 'dark')).toBe('dark')
    expect(resolveTheme(null, false, 'light')).toBe('light')
    expect(resolveTheme('light', false, 'dark')).toBe('light')
    expect(resolveTheme('dark', true, 'light')).toBe('dark')
  })

  it('toggles between the two themes', () => {
    expect(otherTheme('dark')).toBe('light')
    expect(otherTheme('light')).toBe('dark')
  })
})

describe('the head script', () => {
  const stored = [null, 'light', 'dark', 'system', 'LIGHT', '', 'constructor', '__proto__']
  it.each(stored.flatMap((value) => [true, false].map((light) => [value, light] as const)))(
    'stored %s, system prefers light: %s → the same theme as resolveTheme, with its colours',
    (value, systemPrefersLight) => {
      const expected: Theme = resolveTheme(parseThemeChoice(value), systemPrefersLight)
      expect(runBootScript({ stored: value, systemPrefersLight })).toEqual({
        theme: expected,
        colorScheme: expected,
        themeColor: THEME_COLORS[expected],
      })
    },
  )

  const ownerDefaults = [null, 'light', 'dark', 'system', 'Dark', '', 'constructor']
  it.each(
    ownerDefaults.flatMap((owner) =>
      [null, 'light', 'dark', 'junk'].flatMap((value) =>
        [true, false].map((light) => [owner, value, light] as const),
      ),
    ),
  )(
    "owner's default %s, stored %s, system prefers light: %s → the same theme as resolveTheme",
    (ownerDefault, value, systemPrefersLight) => {
      const expected: Theme = resolveTheme(
        parseThemeChoice(value),
        systemPrefersLight,
        parseThemeChoice(ownerDefault),
      )
      expect(runBootScript({ stored: value, systemPrefersLight, ownerDefault }).theme).toBe(
        expected,
      )
    },
  )

  it("shows the owner's default scheme over the system's when the visitor chose none", () => {
    expect(runBootScript({ stored: null, systemPrefersLight: true, ownerDefault: 'dark' })).toEqual(
      { theme: 'dark', colorScheme: 'dark', themeColor: THEME_COLORS.dark },
    )
    expect(
      runBootScript({ stored: 'dark', systemPrefersLight: true, ownerDefault: 'light' }).theme,
    ).toBe('dark')
    expect(
      runBootScript({
        stored: 'dark',
        systemPrefersLight: false,
        ownerDefault: 'light',
        storageThrows: true,
      }).theme,
    ).toBe('light')
  })

  it("gives the browser's bars the colour of the Look's neutral tone where the page names one", () => {
    const barColors = { 'data-dark': '#0f0c09', 'data-light': '#faf7f2' }
    for (const [systemPrefersLight, color] of [
      [true, '#faf7f2'],
      [false, '#0f0c09'],
    ] as const)
      expect(runBootScript({ stored: null, systemPrefersLight, barColors }).themeColor).toBe(color)
  })

  it("falls back to the system's preference when the browser refuses storage", () => {
    expect(
      runBootScript({ stored: 'dark', systemPrefersLight: true, storageThrows: true }),
    ).toEqual({ theme: 'light', colorScheme: 'light', themeColor: THEME_COLORS.light })
  })

  it("gives each theme's browser-bar colour as the stylesheet's --bg", async () => {
    const { readFile } = await import('node:fs/promises')
    const css = await readFile(new URL('../../styles/themes.css', import.meta.url), 'utf8')
    const backgrounds = [
      ...css.matchAll(/data-theme='(\w+)'\][^{]*\{[^}]*?--bg:\s*(#[0-9a-f]{6})/g),
    ]
    expect(Object.fromEntries(backgrounds.map(([, theme, bg]) => [theme, bg]))).toEqual(
      THEME_COLORS,
    )
  })
})
