import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import type { ListResponse, SkillDto } from '../../../src/shared/apiTypes'
import { KNOWN_COLOURS } from '../../../frontend/src/lib/gradient'
import { DESKTOP, keepInstallBannerAway, PHONE, ROUTES, rewriteJson, settle } from './helpers'

/**
 * WCAG AA contrast (1.4.3) of text on gradients and coloured backgrounds, which axe cannot judge:
 * each text's background is photographed with the text made transparent, and the text colour is
 * compared with every background pixel under the text's boxes. The least ratio must reach 4.5:1
 * (3:1 for large text: 24 px, or 18.66 px bold). Gradient text (background-clip: text) is
 * compared pixel by pixel with a photograph of its gradient.
 *
 * One photograph of the viewport serves every element that lies wholly inside it, clear of the
 * fixed bars: a page of 70 skill cards takes a dozen photographs, not 140.
 */

type Rgb = [number, number, number]
type Rect = { x: number; y: number; width: number; height: number }
/** One element as the page measured it; rectangles in viewport coordinates. */
type Probe = {
  id: number
  text: string
  colour: Rgb
  alpha: number
  large: boolean
  gradientText: boolean
  box: Rect
  rects: Rect[]
  /** Wholly inside the viewport and under no fixed or sticky element other than its own. */
  clear: boolean
}
type Measure = { label: string; min: number; required: number }
/** A photograph of part of the viewport: `at` takes viewport coordinates inside `area`. */
type Photo = { area: Rect; at: (x: number, y: number) => Rgb }

/** Relative luminance of each 8-bit channel value (sRGB), computed once. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
})
const luminance = ([r, g, b]: Rgb) =>
  0.2126 * LINEAR[Math.round(r)]! +
  0.7152 * LINEAR[Math.round(g)]! +
  0.0722 * LINEAR[Math.round(b)]!
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
const ID = 'data-contrast-id'

const decode = async (png: Buffer, area: Rect): Promise<Photo> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return {
    area,
    at: (x: number, y: number): Rgb => {
      const i = ((y - area.y) * info.width + (x - area.x)) * 3
      return [data[i], data[i + 1], data[i + 2]]
    },
  }
}

/**
 * Puts the probe attribute (`mode`) on the given elements, photographs `area` of the viewport
 * (only what is measured: encoding the whole viewport took most of the spec's time), takes it off.
 */
const photograph = async (
  page: Page,
  ids: number[],
  mode: 'hidden' | 'background' | 'gradient',
  area: Rect,
) => {
  const mark = (value: string | null) =>
    page.evaluate(
      ([list, attribute, probe]) => {
        for (const id of list) {
          const node = document.querySelector(`[${attribute}="${id}"]`)!
          if (probe) node.setAttribute('data-contrast-probe', probe)
          else node.removeAttribute('data-contrast-probe')
        }
      },
      [ids, ID, value] as const,
    )
  await mark(mode)
  try {
    return await decode(
      await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css', clip: area }),
      area,
    )
  } finally {
    await mark(null)
  }
}

/** The whole pixels of the viewport that cover every box (the photograph need hold no more). */
const photoArea = (boxes: Rect[], viewport: { width: number; height: number }): Rect => {
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.x))))
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.y))))
  const right = Math.min(viewport.width, Math.ceil(Math.max(...boxes.map((b) => b.x + b.width))))
  const bottom = Math.min(viewport.height, Math.ceil(Math.max(...boxes.map((b) => b.y + b.height))))
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** Every marked element the page can measure now (`clear` tells which are wholly in view). */
const probeAll = (page: Page, ids: number[]): Promise<Probe[]> =>
  page.evaluate(
    ([list, attribute]) => {
      // Bars and the dock; a layer as large as the viewport is a backdrop (content over it
      // could not be used at all otherwise), not something in front.
      const viewportArea = window.innerWidth * window.innerHeight
      const overlays = [...document.querySelectorAll('body *')].filter((node) => {
        if (!['fixed', 'sticky'].includes(getComputedStyle(node).position)) return false
        const { width, height } = node.getBoundingClientRect()
        return width * height < 0.9 * viewportArea
      })
      const within = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      return list.map((id) => {
        const node = document.querySelector(`[${attribute}="${id}"]`)!
        const style = getComputedStyle(node)
        let opacity = 1
        for (let at: Element | null = node; at; at = at.parentElement)
          opacity *= Number(getComputedStyle(at).opacity)
        const [r, g, b, a = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number)
        const box = node.getBoundingClientRect()
        const rects: Rect[] = []
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          if (!text.textContent?.trim()) continue
          // Text for screen readers only (".visually-hidden", clipped to nothing) is never seen.
          if (text.parentElement?.closest('.visually-hidden')) continue
          const range = document.createRange()
          range.selectNodeContents(text)
          for (const rect of range.getClientRects())
            rects.push({ x: rect.left, y: rect.top, width: rect.width, height: rect.height })
        }
        const size = parseFloat(style.fontSize)
        const clip = style.backgroundClip || style.getPropertyValue('-webkit-background-clip')
        const inView =
          box.top >= 0 &&
          box.left >= 0 &&
          box.bottom <= window.innerHeight &&
          box.right <= window.innerWidth
        const covered = overlays.some(
          (overlay) =>
            !overlay.contains(node) &&
            !node.contains(overlay) &&
            within(overlay.getBoundingClientRect(), box),
        )
        return {
          id,
          text: (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
          colour: [r, g, b] as [number, number, number],
          alpha: a * opacity,
          large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
          gradientText: clip === 'text',
          box: { x: box.left, y: box.top, width: box.width, height: box.height },
          rects,
          clear: inView && !covered,
        }
      })
    },
    [ids, ID] as const,
  )

/** The least contrast between a probe's text and any pixel of its background under that text. */
const leastContrast = (probe: Probe, background: Photo, gradient: Photo | null): number => {
  let min = Infinity
  const { box } = probe
  for (const rect of probe.rects) {
    // Inside the element's box, less the edge pixels that snapping leaves half painted (glyphs
    // never reach the edges of their line box).
    const { area } = background
    const x0 = Math.max(Math.ceil(box.x) + 1, Math.ceil(rect.x) + 1, area.x)
    const y0 = Math.max(Math.ceil(box.y) + 1, Math.ceil(rect.y) + 1, area.y)
    const x1 = Math.min(
      Math.floor(box.x + box.width) - 1,
      Math.floor(rect.x + rect.width) - 1,
      area.x + area.width,
    )
    const y1 = Math.min(
      Math.floor(box.y + box.height) - 1,
      Math.floor(rect.y + rect.height) - 1,
      area.y + area.height,
    )
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const behind = background.at(x, y)
        const ink = gradient ? gradient.at(x, y) : probe.colour
        min = Math.min(min, contrast(over(ink, gradient ? 1 : probe.alpha, behind), behind))
      }
    }
  }
  return min
}

/** Where an element's report label takes its name from: the text of `text` inside its `closest` ancestor. */
type NameFrom = { closest: string; text: string }

/**
 * Numbers every visible match of each selector in the page (one round trip, however many
 * matches) and returns each number's report label.
 */
const labelVisible = async (
  page: Page,
  selectors: string[],
  where: string,
  nameFrom?: NameFrom,
): Promise<Map<number, string>> => {
  const found = await page.evaluate(
    ([list, attribute, from]) => {
      const marked: { selector: string; name: string }[] = []
      for (const selector of list) {
        for (const node of document.querySelectorAll(selector)) {
          // Visible as Playwright means it: a non-empty box and not visibility: hidden.
          const box = node.getBoundingClientRect()
          if (box.width === 0 || box.height === 0) continue
          if (getComputedStyle(node).visibility === 'hidden') continue
          node.setAttribute(attribute, String(marked.length))
          const name = from
            ? ` ${node.closest(from.closest)?.querySelector(from.text)?.textContent ?? ''}`
            : ''
          marked.push({ selector, name })
        }
      }
      return marked
    },
    [selectors, ID, nameFrom ?? null] as const,
  )
  return new Map(found.map(({ selector, name }, id) => [id, `${where} ${selector}${name}`]))
}

/**
 * Measures every visible match of each selector, reports the figures and fails on any below AA;
 * `nameFrom` tells the elements apart in the report.
 */
const expectReadable = async (
  page: Page,
  selectors: string[],
  where: string,
  nameFrom?: NameFrom,
) => {
  await page.addStyleTag({ content: PROBE_STYLE })
  const labels = await labelVisible(page, selectors, where, nameFrom)
  const results: Measure[] = []
  const pending = [...labels.keys()]
  while (pending.length > 0) {
    // The first one waiting is centred (away from the fixed dock and bars); every other one
    // wholly in view with it is measured on the same photographs.
    const first = pending[0]!
    await page
      .locator(`[${ID}="${first}"]`)
      .evaluate((node) =>
        node.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
      )
    // Animations that end (a meter growing) end before anything is measured. Only those on
    // rendered elements: one on a card that content-visibility: auto skips is not ticked. A run
    // once waited here until the 180 s timeout; if one ever fails to end again, the test says
    // which (they last 0.01 ms with reduced motion, so 10 s is only a bound for the report).
    const unfinished = await page.evaluate(async () => {
      const ending = document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        return (
          animation.effect?.getComputedTiming().endTime !== Infinity &&
          (!target || target.checkVisibility({ contentVisibilityAuto: true }))
        )
      })
      const ended = Promise.all(ending.map((animation) => animation.finished.catch(() => null)))
      const late = await Promise.race([
        ended.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000)),
      ])
      if (!late) return []
      return ending
        .filter((animation) => animation.playState !== 'finished')
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target
          const name =
            animation instanceof CSSAnimation
              ? animation.animationName
              : animation instanceof CSSTransition
                ? animation.transitionProperty
                : animation.id
          return `${animation.playState} ${name} on ${target?.className ?? 'no element'}`
        })
    })
    expect(unfinished, `${where}: animations that did not end`).toEqual([])
    // Cards just scrolled into view are still skipped (content-visibility: auto) until a frame
    // has found them relevant: photographed then, they showed the page behind them (1.00:1).
    const stillSkipped = await page.evaluate(
      async ([list, attribute]) => {
        const skipped = () =>
          list.some((id) => {
            const node = document.querySelector(`[${attribute}="${id}"]`)!
            const box = node.getBoundingClientRect()
            const inView = box.bottom > 0 && box.top < window.innerHeight
            return inView && !node.checkVisibility({ contentVisibilityAuto: true })
          })
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        for (let frames = 0; frames < 120 && skipped(); frames += 1) await frame()
        await frame()
        return skipped()
      },
      [pending, ID] as const,
    )
    expect(stillSkipped, `${where}: elements in view still not rendered after 120 frames`).toBe(
      false,
    )
    // The boxes measured must still be where the photographs are taken: a card above that only
    // now renders for real (content-visibility: auto estimates its height until it is near the
    // view) moves everything below it. One full run photographed the page where a button had
    // been a frame before (1.09:1). Wait until the element measured first keeps its place.
    const moving = await page.evaluate(
      async ([id, attribute]) => {
        const node = document.querySelector(`[${attribute}="${id}"]`)!
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
        let last = ''
        let unchanged = 0
        for (let frames = 0; frames < 120 && unchanged < 3; frames += 1) {
          await frame()
          const { x, y, width, height } = node.getBoundingClientRect()
          const place = `${x} ${y} ${width} ${height}`
          unchanged = place === last ? unchanged + 1 : 0
          last = place
        }
        return unchanged < 3
      },
      [first, ID] as const,
    )
    expect(moving, `${where}: layout still moving after 120 frames`).toBe(false)
    const probes = (await probeAll(page, pending)).filter(
      (probe) => probe.id === first || probe.clear,
    )
    // Gradient text loses its own background while photographed: never beside another element.
    const batch = probes[0]!.gradientText
      ? [probes[0]!]
      : probes.filter((probe) => !probe.gradientText)
    const gradientText = batch[0]!.gradientText
    const ids = batch.map((probe) => probe.id)
    const area = photoArea(
      batch.map((probe) => probe.box),
      page.viewportSize()!,
    )
    const background = await photograph(page, ids, gradientText ? 'background' : 'hidden', area)
    const gradient = gradientText ? await photograph(page, ids, 'gradient', area) : null
    for (const probe of batch) {
      pending.splice(pending.indexOf(probe.id), 1)
      if (probe.rects.length === 0) continue
      const min = leastContrast(probe, background, gradient)
      if (!Number.isFinite(min)) continue
      results.push({
        label: `${labels.get(probe.id)} "${probe.text}"`,
        min,
        required: probe.large ? 3 : 4.5,
      })
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
        await keepInstallBannerAway(page)
        await settle(page, route.path, route.heading)
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
        await expectReadable(page, COLOURED_TEXT, route.path)
      })
    }

    test('the skip link, once focused, meets WCAG AA in front of the install banner', async ({
      page,
    }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
      // The banner (3 s after the start) lies over the corner the skip link slides into: a
      // keyboard visitor who starts late must still see the link, not the banner over it.
      await expect(page.getByRole('complementary', { name: 'Install App' })).toBeVisible({
        timeout: 15_000,
      })
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
    await keepInstallBannerAway(page)
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
    await expectReadable(page, ['.skill-card__icon'], 'skill colour', {
      closest: 'article',
      text: 'h3',
    })
  })
})
