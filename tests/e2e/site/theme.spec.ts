import { expect, type Page, test } from '@playwright/test'

import { THEME_COLORS, THEME_STORAGE_KEY, type Theme } from '../../../src/shared/themeBoot'
import { DESKTOP, keepInstallBannerAway, PHONE, settle } from './helpers'

/**
 * Light and dark: the page follows the visitor's system until they use the dock's switch, then
 * keeps their choice; either way the first frame already shows the right theme.
 */

const SCHEMES: Theme[] = ['light', 'dark']

/** `#rrggbb` as getComputedStyle writes it. */
const rgbOf = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

/** The page's own idea of its theme: the root attribute, colours and the browser-bar colour. */
const themeShown = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('.glass')
    return {
      attribute: document.documentElement.getAttribute('data-theme'),
      scheme: getComputedStyle(document.documentElement).colorScheme,
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      card: card ? getComputedStyle(card).backgroundColor : null,
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    }
  })

const themeSwitch = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dark theme' })

/**
 * Records, from before the page's first script, the theme at the first animation frame (which
 * comes before the first paint) and at DOMContentLoaded, with the body's background then, and
 * every value `data-theme` ever takes.
 */
const recordEarlyTheme = (page: Page) =>
  page.addInitScript(() => {
    type Seen = { attribute: string | null; body: string | null }
    const seen = {
      firstFrame: null as Seen | null,
      domContentLoaded: null as Seen | null,
      values: [] as (string | null)[],
    }
    const now = (): Seen => ({
      attribute: document.documentElement?.getAttribute('data-theme') ?? null,
      body: document.body ? getComputedStyle(document.body).backgroundColor : null,
    })
    ;(window as unknown as { __theme: typeof seen }).__theme = seen
    // The document is still empty here (no <html> yet): watch it all, note only the root.
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement)
          seen.values.push(document.documentElement.getAttribute('data-theme'))
    }).observe(document, { attributes: true, attributeFilter: ['data-theme'], subtree: true })
    requestAnimationFrame(() => (seen.firstFrame = now()))
    document.addEventListener('DOMContentLoaded', () => (seen.domContentLoaded = now()))
  })

const earlyTheme = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __theme: {
            firstFrame: { attribute: string | null; body: string | null } | null
            domContentLoaded: { attribute: string | null; body: string | null } | null
            values: (string | null)[]
          }
        }
      ).__theme,
  )

for (const scheme of SCHEMES) {
  test.describe(`a visitor whose system prefers ${scheme}`, () => {
    test.use({ colorScheme: scheme })

    test(`sees the ${scheme} theme: page, cards and the browser's bar`, async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await settle(page, '/', /.+/)
      const shown = await themeShown(page)
      expect(shown.attribute).toBe(scheme)
      expect(shown.scheme).toBe(scheme)
      expect(shown.body).toBe(rgbOf(THEME_COLORS[scheme]))
      expect(shown.themeColor).toBe(THEME_COLORS[scheme])
      // Cards: a dark translucent panel, or white paper.
      expect(shown.card).toBe(
        scheme === 'dark' ? 'rgba(13, 16, 32, 0.55)' : 'rgba(255, 255, 255, 0.6)',
      )
      // Dark text on light paper, light text on dark.
      const [r] = (shown.text.match(/\d+/g) ?? []).map(Number)
      expect(scheme === 'dark' ? r > 200 : r < 60).toBe(true)
      await expect(themeSwitch(page)).toHaveAttribute('aria-pressed', String(scheme === 'dark'))
    })

    test(`screenshots in the ${scheme} theme (375 and 1440 px)`, async ({ page }, testInfo) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await keepInstallBannerAway(page)
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        for (const [path, heading] of [
          ['/', /.+/],
          ['/projects/1', /.+/],
          ['/skills', 'Skills & Expertise'],
        ] as const) {
          await settle(page, path, heading)
          expect(await themeShown(page)).toMatchObject({ attribute: scheme })
          const name = `${scheme}-${viewport.width}${path.replace(/\//g, '_')}.png`
          await page.screenshot({ path: testInfo.outputPath(name), fullPage: true })
        }
      }
    })

    test('follows a change of the system preference until the switch is used', async ({ page }) => {
      await page.goto('/')
      await expect(themeSwitch(page)).toBeVisible()
      const other: Theme = scheme === 'dark' ? 'light' : 'dark'
      await page.emulateMedia({ colorScheme: other })
      await expect(page.locator('html')).toHaveAttribute('data-theme', other)
      expect((await themeShown(page)).themeColor).toBe(THEME_COLORS[other])
      await page.emulateMedia({ colorScheme: scheme })
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
    })
  })
}

test.describe('the dock switch', () => {
  test.use({ colorScheme: 'dark', viewport: PHONE })

  test('switches the theme, is remembered across reloads, and no frame shows the other theme', async ({
    page,
  }) => {
    await recordEarlyTheme(page)
    await page.goto('/')
    const toggle = themeSwitch(page)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    // The system's choice is followed, not stored, until the switch is used.
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull()

    // Clicked, and the page's colour read, in one task: the very next frame after the click
    // already shows the new theme (no transition paints one of the old colour first).
    const bodyRightAfter = await toggle.evaluate((button: HTMLElement) => {
      button.click()
      return getComputedStyle(document.body).backgroundColor
    })
    expect(bodyRightAfter).toBe(rgbOf(THEME_COLORS.light))
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await themeShown(page)).toMatchObject({
      body: rgbOf(THEME_COLORS.light),
      themeColor: THEME_COLORS.light,
    })
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light')

    // Reloaded under a dark system: the stored choice is shown from the very first frame.
    await page.reload()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    const early = await earlyTheme(page)
    expect(early.domContentLoaded).toEqual({
      attribute: 'light',
      body: rgbOf(THEME_COLORS.light),
    })
    expect(early.firstFrame).toEqual({ attribute: 'light', body: rgbOf(THEME_COLORS.light) })
    expect(early.values).toEqual(['light'])
    // A system change no longer overrides the visitor's own choice.
    await page.emulateMedia({ colorScheme: 'light' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')

    // And back: dark again, remembered too.
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect((await earlyTheme(page)).values).toEqual(['dark'])
    expect((await themeShown(page)).body).toBe(rgbOf(THEME_COLORS.dark))
  })

  test('the switch is reachable from the keyboard with a visible focus ring', async ({ page }) => {
    await page.goto('/')
    const toggle = themeSwitch(page)
    await toggle.focus()
    await expect(toggle).toBeFocused()
    await expect(toggle).not.toHaveCSS('box-shadow', 'none')
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.keyboard.press('Space')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})
