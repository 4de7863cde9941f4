import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type BrowserContext, expect, type Page, type Request, test } from '@playwright/test'

import { DEFAULT_LOOK, TYPE_PAIRING_IDS, type TypePairing } from '../../../src/shared/look/look'
import { LOOK_ATTRIBUTES } from '../../../src/shared/look/lookAttributes'
import { lookCss } from '../../../src/shared/look/lookCss'
import {
  LOOK_FONT_MANIFEST_PATH,
  type LookFontManifest,
  pairingFamilies,
} from '../../../src/shared/look/lookFonts'
import { THEME_STORAGE_KEY } from '../../../src/shared/themeBoot'
import { lookFontTags } from '../../../src/site/look/lookFontTags'
import { DESKTOP, keepInstallBannerAway, PHONE } from './helpers'

/**
 * The Look on the site itself, as the server will write it into a page (its custom properties,
 * the pairing's stylesheet and the `<html>` attributes): every pairing draws headings and text,
 * Latin and Arabic, in its own families from the built site's files; no animation means no
 * particles and no particle code.
 */

const DIST = path.resolve('frontend/dist')
const manifest = JSON.parse(
  readFileSync(path.join(DIST, LOOK_FONT_MANIFEST_PATH), 'utf8'),
) as LookFontManifest

const ARABIC_HEADING = 'أعمال مختارة'
const ARABIC_TEXT = 'مرحبا، هذا نص عربي قصير للتجربة.'

/**
 * The fonts Chromium drew a node's text with (DevTools' "Rendered fonts"): each font's own name,
 * which starts with its family's (Space Grotesk's bold calls itself "Space Grotesk Light"), or
 * `device:` and the name for the device's fonts.
 */
const renderedFonts = async (page: Page, selector: string): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => (font.isCustomFont ? font.familyName : `device:${font.familyName}`))
}

/**
 * Gives the open page a pairing as the server will: the pairing's stylesheet from the build, its
 * faces loaded (`font-display: optional` uses a face only if it is there before the text needs
 * it: the preloaded ones on a first visit, all of them from the cache on the next), then the
 * Look's custom properties; and a section in Arabic.
 */
const applyPairing = async (page: Page, pairing: TypePairing) => {
  const families = pairingFamilies(pairing)!
  await page.addStyleTag({ url: manifest[pairing]!.stylesheet })
  const loaded = await page.evaluate(
    async ({ heading, body, arabic, sample }) => {
      const faces = await Promise.all([
        document.fonts.load(`400 16px "${body}"`, 'Latin text'),
        document.fonts.load(`700 16px "${body}"`, 'Latin text'),
        document.fonts.load(`700 16px "${heading}"`, 'Latin heading'),
        document.fonts.load(`400 16px "${arabic}"`, sample),
        document.fonts.load(`700 16px "${arabic}"`, sample),
      ])
      return faces.map((list) => list.map((face) => `${face.family} ${face.weight}`))
    },
    { ...families, sample: ARABIC_TEXT },
  )
  expect(loaded.map((list) => list.length > 0)).toEqual([true, true, true, true, true])
  const { css } = lookCss({ ...DEFAULT_LOOK, pairing })
  // A constructed sheet: the site's Content-Security-Policy allows no inline <style>.
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(text)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, css)
  await page.evaluate(
    ({ heading, text }) => {
      const section = document.createElement('section')
      section.lang = 'ar'
      section.dir = 'rtl'
      section.id = 'arabic-sample'
      section.innerHTML = `<h2>${heading}</h2><p>${text}</p>`
      document.querySelector('main')!.append(section)
      // The longest paragraph of running text: the body's regular weight.
      const paragraphs = [...document.querySelectorAll('main p')].filter(
        (p) => getComputedStyle(p).fontWeight === '400' && !p.closest('#arabic-sample'),
      )
      paragraphs.sort((a, b) => b.textContent!.length - a.textContent!.length)
      paragraphs[0]!.id = 'latin-sample'
    },
    { heading: ARABIC_HEADING, text: ARABIC_TEXT },
  )
}

/** Each face of the document's that a family has, with its weight and whether it loaded. */
const facesOf = (page: Page, family: string) =>
  page.evaluate(
    (name) =>
      [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded')
        .map((face) => face.weight),
    family,
  )

test.beforeEach(async ({ page }) => keepInstallBannerAway(page))

for (const pairing of TYPE_PAIRING_IDS.filter((id) => id !== 'system')) {
  test(`the ${pairing} pairing draws headings and text, Latin and Arabic, in its families`, async ({
    page,
  }) => {
    const { heading, body, arabic } = pairingFamilies(pairing)!
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(page.locator('.skeleton')).toHaveCount(0)
    await applyPairing(page, pairing)

    expect(await facesOf(page, heading)).toContain('700')
    expect(await facesOf(page, body)).toContain('400')
    expect(await facesOf(page, arabic)).toEqual(expect.arrayContaining(['400', '700']))

    /** Each font drawn is one of `families`, and the first of them draws. */
    const drawnIn = async (selector: string, families: string[]) => {
      const fonts = await renderedFonts(page, selector)
      const familyOf = (font: string) => families.find((family) => font.startsWith(family))
      expect(fonts.map(familyOf), `${selector}: ${fonts.join(', ')}`).not.toContain(undefined)
      expect(fonts.map(familyOf), `${selector}: ${fonts.join(', ')}`).toContain(families[0])
    }
    await drawnIn('main h1', [heading])
    await drawnIn('#latin-sample', [body])
    // The spaces between Arabic words are Latin: the heading's or the body's family draws them.
    await drawnIn('#arabic-sample h2', [arabic, heading])
    await drawnIn('#arabic-sample p', [arabic, body])
  })
}

test("the device's own fonts (today's look) load no font file", async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || request.url().includes('/assets/fonts/'))
      fonts.push(request.url())
  })
  await page.goto('/')
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(lookCss(DEFAULT_LOOK).css).toBe('')
  expect(lookFontTags(manifest, 'system')).toEqual([])
  expect((await renderedFonts(page, 'main h1')).every((font) => font.startsWith('device:'))).toBe(
    true,
  )
  expect(fonts).toEqual([])
})

test('a serif pairing at 375 px', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE)
  await page.goto('/')
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('.skeleton')).toHaveCount(0)
  await applyPairing(page, 'editorial')
  expect(await renderedFonts(page, 'main h1')).toEqual(['Fraunces'])
  expect(await renderedFonts(page, '#latin-sample')).toEqual(['Source Serif 4'])
  const file = testInfo.outputPath('editorial-375.png')
  await page.screenshot({ path: file })
  await testInfo.attach('editorial at 375 px', { path: file, contentType: 'image/png' })
})

/**
 * Serves `/` with what the server writes into it for a Look: the `<html>` attributes and,
 * before `</head>`, `tags`.
 */
const serveHomeWith = async (
  page: Page,
  { attributes = {}, tags = [] }: { attributes?: Record<string, string>; tags?: string[] },
) => {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text())
        .replace(
          '<html',
          `<html${Object.entries(attributes)
            .map(([name, value]) => ` ${name}="${value}"`)
            .join('')}`,
        )
        .replace('</head>', `${tags.join('')}</head>`)
      const headers = { ...response.headers() }
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({ status: response.status(), headers, body: html })
    },
  )
}

test("a pairing's head tags bring its stylesheet and the preloaded files from the build", async ({
  page,
}) => {
  const answers = new Map<string, { status: number; type: string }>()
  page.on('response', (response) => {
    if (response.url().includes('/assets/fonts/'))
      answers.set(new URL(response.url()).pathname, {
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
      })
  })
  await serveHomeWith(page, { tags: lookFontTags(manifest, 'literary') })
  await page.goto('/')
  await expect(page.locator('main h1').first()).toBeVisible()
  const { stylesheet, preload } = manifest.literary!
  await expect.poll(() => answers.size).toBeGreaterThanOrEqual(1 + preload.length)
  expect(answers.get(stylesheet)).toEqual({ status: 200, type: expect.stringMatching(/text\/css/) })
  for (const file of preload)
    expect(answers.get(file), file).toEqual({ status: 200, type: 'font/woff2' })
})

test.describe('the background animation', () => {
  test.use({ viewport: DESKTOP, reducedMotion: 'no-preference' })

  /** Loads `/` with `motion` on `<html>` (none: today's), waits until the particles' moment is past. */
  const visit = async (context: BrowserContext, motion: string | null) => {
    // A page of its own each time: nothing the last one loaded is in this one's module map.
    const page = await context.newPage()
    await keepInstallBannerAway(page)
    const particleCode: string[] = []
    page.on('request', (request: Request) => {
      if (/\/assets\/particles-[\w-]+\.js$/.test(request.url())) particleCode.push(request.url())
    })
    await serveHomeWith(page, {
      attributes: motion ? { [LOOK_ATTRIBUTES.animation]: motion } : {},
    })
    // The PWA layer's chunk comes at the moment the particles do (after the first page).
    const pwaLayer = page.waitForResponse((response) =>
      /\/assets\/pwa-layer-[\w-]+\.js$/.test(response.url()),
    )
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
    await pwaLayer
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => setTimeout(resolve, 200), { timeout: 2000 }),
        ),
    )
    const particles = await page.locator('.particle').count()
    await page.close()
    return { particleCode, particles }
  }

  test("draws today's particles, fewer, or none without loading their code", async ({
    context,
  }) => {
    const today = await visit(context, null)
    expect(today.particles).toBe(40)
    expect(today.particleCode).toHaveLength(1)

    expect((await visit(context, 'fewer')).particles).toBe(16)

    const none = await visit(context, 'none')
    expect(none.particles).toBe(0)
    expect(none.particleCode).toEqual([])
  })
})

test.describe("the owner's default scheme", () => {
  test.use({ colorScheme: 'light' })

  test('a visitor without a choice of their own sees it whatever their system; their choice wins', async ({
    page,
  }) => {
    const html = page.locator('html')
    /** After the page's next rendering step, in which media query changes are reported. */
    const nextFrame = () =>
      page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    await serveHomeWith(page, { attributes: { [LOOK_ATTRIBUTES.scheme]: 'dark' } })
    await page.goto('/')
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    // The system turning dark, then light again, leaves the owner's scheme in place.
    await page.emulateMedia({ colorScheme: 'dark' })
    await nextFrame()
    await page.emulateMedia({ colorScheme: 'light' })
    await nextFrame()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await page.evaluate((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY)
    await page.reload()
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(html).toHaveAttribute('data-theme', 'light')
  })
})
