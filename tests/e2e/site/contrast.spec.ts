import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import type { ListResponse, SkillDto } from '../../../src/shared/apiTypes'
import { KNOWN_COLOURS } from '../../../frontend/src/lib/gradient'
import { DESKTOP, PHONE, ROUTES, rewriteJson, settle } from './helpers'

/**
 * WCAG AA contrast (1.4.3) of text on gradients and coloured backgrounds, which axe cannot judge:
 * each text's background is photographed with the text made transparent, and the text colour is
 * compared with every background pixel under the text's boxes. The least ratio must reach 4.5:1
 * (3:1 for large text: 24 px, or 18.66 px bold). Gradient text (background-clip: text) is
 * compared pixel by pixel with a photograph of its gradient.
 */

type Rgb = [number, number, number]
type Probe = {
  text: string
  colour: Rgb
  alpha: number
  large: boolean
  gradientText: boolean
  width: number
  height: number
  rects: { x: number; y: number; width: number; height: number }[]
}
type Measure = { label: string; min: number; required: number }

const linear = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
const contrast = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}
const over = (top: Rgb, alpha: number, bottom: Rgb): Rgb =>
  top.map((value, i) => value * alpha + bottom[i] * (1 - alpha)) as Rgb

/** Text hidden (and, for gradient text, its gradient too) or the gradient of gradient text as a plain box. */
const PROBE_STYLE = `
  [data-contrast-probe], [data-contrast-probe] * {
    color: transparent !important; -webkit-text-fill-color: transparent !important;
    text-shadow: none !important; caret-color: transparent !important;
  }
  [data-contrast-probe='background'] { background: none !important; }
  [data-contrast-probe='gradient'] { background-clip: border-box !important; -webkit-background-clip: border-box !important; }
`

const decode = async (png: Buffer) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number): Rgb => {
      const i = (y * info.width + x) * 3
      return [data[i], data[i + 1], data[i + 2]]
    },
  }
}

const photograph = async (element: Locator, mode: 'hidden' | 'background' | 'gradient') => {
  await element.evaluate((node, value) => node.setAttribute('data-contrast-probe', value), mode)
  try {
    return await decode(
      await element.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' }),
    )
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-contrast-probe'))
  }
}

/** The least contrast between `element`'s text and any pixel of its background under that text. */
const measure = async (element: Locator, label: string): Promise<Measure | null> => {
  // Centred, away from the fixed dock and bars.
  await element.evaluate((node) =>
    node.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
  )
  const probe: Probe = await element.evaluate((node) => {
    const style = getComputedStyle(node)
    let opacity = 1
    for (let at: Element | null = node; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity)
    const [r, g, b, a = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number)
    const box = node.getBoundingClientRect()
    const rects: Probe['rects'] = []
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (!text.textContent?.trim()) continue
      // Text for screen readers only (".visually-hidden", clipped to nothing) is never seen.
      if (text.parentElement?.closest('.visually-hidden')) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      for (const rect of range.getClientRects())
        rects.push({
          x: rect.left - box.left,
          y: rect.top - box.top,
          width: rect.width,
          height: rect.height,
        })
    }
    const size = parseFloat(style.fontSize)
    const clip = style.backgroundClip || style.getPropertyValue('-webkit-background-clip')
    return {
      text: (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
      colour: [r, g, b] as [number, number, number],
      alpha: a * opacity,
      large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
      gradientText: clip === 'text',
      width: box.width,
      height: box.height,
      rects,
    }
  })
  if (probe.rects.length === 0) return null
  const background = await photograph(element, probe.gradientText ? 'background' : 'hidden')
  const gradient = probe.gradientText ? await photograph(element, 'gradient') : null
  let min = Infinity
  for (const rect of probe.rects) {
    // Inside the element's box, less the edge pixels that snapping leaves half painted (glyphs
    // never reach the edges of their line box).
    const x0 = Math.max(1, Math.ceil(rect.x) + 1)
    const y0 = Math.max(1, Math.ceil(rect.y) + 1)
    const x1 = Math.min(
      Math.floor(probe.width) - 1,
      Math.floor(rect.x + rect.width) - 1,
      background.width,
    )
    const y1 = Math.min(
      Math.floor(probe.height) - 1,
      Math.floor(rect.y + rect.height) - 1,
      background.height,
    )
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const behind = background.at(x, y)
        const ink = gradient ? gradient.at(x, y) : probe.colour
        min = Math.min(min, contrast(over(ink, gradient ? 1 : probe.alpha, behind), behind))
      }
    }
  }
  if (!Number.isFinite(min)) return null
  return { label: `${label} "${probe.text}"`, min, required: probe.large ? 3 : 4.5 }
}

/**
 * Measures every visible match of each selector, reports the figures and fails on any below AA;
 * `name` tells the elements apart in the report.
 */
const expectReadable = async (
  page: Page,
  selectors: string[],
  where: string,
  name: (element: Locator) => Promise<string> = async () => '',
) => {
  await page.addStyleTag({ content: PROBE_STYLE })
  const results: Measure[] = []
  for (const selector of selectors) {
    const matches = page.locator(selector)
    for (let i = 0; i < (await matches.count()); i += 1) {
      const element = matches.nth(i)
      if (!(await element.isVisible())) continue
      const result = await measure(element, `${where} ${selector}${await name(element)}`)
      if (result) results.push(result)
    }
  }
  const report = results.map(
    ({ label, min, required }) =>
      `${min < required ? '✗' : '✓'} ${min.toFixed(2)}:1 (needs ${required}) ${label}`,
  )
  console.log(report.join('\n'))
  test.info().annotations.push(...report.map((description) => ({ type: 'contrast', description })))
  expect(results.length, `${where}: something was measured`).toBeGreaterThan(0)
  expect(report.filter((line) => line.startsWith('✗'))).toEqual([])
}

/** Text on gradients or coloured backgrounds, wherever it appears (the skip link has its own test). */
const COLOURED_TEXT = [
  '.btn--primary',
  '.skill-card__icon',
  '.tech-card__icon',
  '.avatar__initials',
  '.badge',
  '.eyebrow',
  '.profile-card__status',
  '.contact-note__available',
  '.timeline__period',
  '.carousel__counter',
  '.gradient-text',
  '.profile-card__stat dd',
  '.about__stat dd',
]

// The probe's <style> is inline, which the site's CSP refuses.
test.use({ bypassCSP: true })

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

// Both themes: the system's preference picks one (the dock's switch is tested in theme.spec.ts).
for (const [colorScheme, viewport] of (['dark', 'light'] as const).flatMap((scheme) =>
  [PHONE, DESKTOP].map((size) => [scheme, size] as const),
)) {
  test.describe(`${colorScheme} theme at ${viewport.width} px`, () => {
    test.use({ viewport, colorScheme })

    for (const route of ROUTES) {
      test(`${route.path}: text on gradients and coloured backgrounds meets WCAG AA`, async ({
        page,
      }) => {
        test.setTimeout(180_000)
        // Dismissed, so that the install banner covers nothing (it has its own test).
        await page.addInitScript(() =>
          localStorage.setItem('pwa-install-dismissed', String(Date.now())),
        )
        await settle(page, route.path, route.heading)
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
        await expectReadable(page, COLOURED_TEXT, route.path)
      })
    }

    test('the skip link, once focused, meets WCAG AA', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
      await expectReadable(page, ['.skip-link'], 'focused')
    })

    test("the install banner's button meets WCAG AA", async ({ page }) => {
      await page.goto('/')
      const banner = page.getByRole('complementary', { name: 'Install App' })
      // It shows 3 s after the start without an install offer.
      await expect(banner).toBeVisible({ timeout: 15_000 })
      await expectReadable(page, ['.install-banner .btn--primary'], 'install banner')
    })
  })
}

test.describe('skill badges', () => {
  test.use({ viewport: DESKTOP })

  test('every colour a skill may name, and the fallback, carries its initials at WCAG AA', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await page.addInitScript(() =>
      localStorage.setItem('pwa-install-dismissed', String(Date.now())),
    )
    // One skill per known colour, drawn solid, and one naming no known colour (the site gradient).
    const colours = [
      ...KNOWN_COLOURS.map((name) => `from-${name} to-${name}`),
      'from-unknown-500 to-unknown-600',
    ]
    await rewriteJson<ListResponse<SkillDto>>(page, /\/api\/skills\?/, (body) => {
      const template = body.data[0]
      const data = colours.map((color, i) => ({
        ...template,
        id: 10_000 + i,
        slug: `colour-${i}`,
        name: color.split(' ')[0].replace(/^from-/, ''),
        color,
      }))
      return {
        data,
        pagination: {
          ...body.pagination,
          page: 1,
          total: data.length,
          totalPages: 1,
          hasNextPage: false,
        },
      }
    })
    await settle(page, '/skills', 'Skills & Expertise')
    await expect(page.getByTestId('skill-card')).toHaveCount(colours.length)
    await expectReadable(
      page,
      ['.skill-card__icon'],
      'skill colour',
      async (icon) => ` ${await icon.locator('xpath=ancestor::article//h3').textContent()}`,
    )
  })
})
