import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import type { PostDto } from '../../../src/shared/apiTypes'
import { ownerHeaders } from '../ownerApi'
import {
  apiPersonalInfo,
  apiProjects,
  DESKTOP,
  keepInstallBannerAway,
  PHONE,
  ROUTES,
  settle,
} from './helpers'

// The specs about motion (transitions, particles, smooth scrolling): a visitor's default.
test.use({ viewport: DESKTOP, reducedMotion: 'no-preference' })

test.describe('Shared layout', () => {
  test('the dock links the pages, mails the owner and opens GitHub and LinkedIn in a new tab', async ({
    page,
    request,
  }) => {
    const info = await apiPersonalInfo(request)
    await page.goto('/')
    const dock = page.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/'],
      ['Skills', '/skills'],
      ['Projects', '/projects'],
      ['About', '/about'],
    ]) {
      await expect(dock.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(dock.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      `mailto:${info.email}`,
    )
    for (const [name, href] of [
      ['GitHub', info.githubUrl],
      ['LinkedIn', info.linkedinUrl],
    ]) {
      const link = dock.getByRole('link', { name: new RegExp(name) })
      await expect(link).toHaveAttribute('href', href)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }

    const skills = dock.getByRole('link', { name: 'Skills', exact: true })
    const tooltip = skills.locator('.dock__tooltip')
    await expect(tooltip).toHaveCSS('opacity', '0')
    await skills.hover()
    await expect(tooltip).toHaveCSS('opacity', '1')
    await expect(tooltip).toHaveText('Skills')

    await skills.click()
    await expect(page).toHaveURL(/\/skills$/)
    await expect(skills).toHaveAttribute('aria-current', 'page')
  })

  test('scroll progress bar follows the scroll; scroll-to-top appears after 400 px', async ({
    page,
  }) => {
    await page.goto('/skills')
    await expect(page.getByTestId('skill-card').first()).toBeVisible()
    const progress = page.getByTestId('scroll-progress')
    const scale = () => progress.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a)
    expect(await scale()).toBe(0)
    const toTop = page.getByRole('button', { name: 'Scroll to top' })
    await page.evaluate(() => window.scrollTo(0, 350))
    await page.waitForTimeout(150)
    await expect(toTop).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 450))
    await expect(toTop).toBeVisible()
    await expect.poll(scale).toBeGreaterThan(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(scale).toBeGreaterThan(0.98)
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(toTop).toHaveCount(0)
  })

  test('40 particles on wide screens, 12 below 768 px', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.particle')).toHaveCount(40)
    await page.setViewportSize({ width: 767, height: 900 })
    await expect(page.locator('.particle')).toHaveCount(12)
    await page.setViewportSize(PHONE)
    await page.goto('/about')
    await expect(page.locator('.particle')).toHaveCount(12)
  })

  test('pages enter with a 0.5 s transition and every navigation starts at the top', async ({
    page,
  }) => {
    await page.goto('/')
    const transition = page.getByTestId('page-transition')
    await expect(transition).toHaveCSS('animation-name', 'page-enter')
    await expect(transition).toHaveCSS('animation-duration', '0.5s')
    await expect(page.getByTestId('project-card').first()).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('reduced motion: no particles and no page transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
    // Particles come once the first page is up (the 600 ms placeholders, then an idle moment):
    // look only after that moment has passed.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => requestIdleCallback(() => setTimeout(resolve, 200)), 700),
        ),
    )
    await expect(page.locator('.particle')).toHaveCount(0)
    await expect(page.getByTestId('page-transition')).toHaveCSS('animation-name', 'none')
  })

  test('each page is loaded on demand', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
    expect(scripts.some((path) => /\/assets\/home-/.test(path))).toBe(true)
    expect(scripts.some((path) => /\/assets\/(skills|contact|about)-/.test(path))).toBe(false)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Skills', exact: true })
      .click()
    await expect(page.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible()
    expect(scripts.some((path) => /\/assets\/skills-/.test(path))).toBe(true)
  })

  for (const route of ROUTES) {
    test(`${route.path} has its own title, description, keywords, robots, social tags and canonical link`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible()
      const title = await page.title()
      expect(title.length).toBeGreaterThan(5)
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content')
      const description = await meta('meta[name="description"]')
      expect(description?.length).toBeGreaterThan(20)
      expect((await meta('meta[name="keywords"]'))?.split(',').length).toBeGreaterThan(2)
      expect(await meta('meta[name="robots"]')).toBe(
        route.path.startsWith('/this-page') ? 'noindex, follow' : 'index, follow',
      )
      expect(await meta('meta[property="og:title"]')).toBe(title)
      expect(await meta('meta[property="og:description"]')).toBe(description)
      expect(await meta('meta[property="og:url"]')).toBe(`${baseURL}${route.path}`)
      expect(await meta('meta[name="twitter:card"]')).toMatch(/summary/)
      expect(await meta('meta[name="twitter:title"]')).toBe(title)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${route.path}`,
      )
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    })
  }

  test('titles differ from page to page', async ({ page }) => {
    const titles = new Set<string>()
    for (const path of ['/', '/skills', '/projects', '/about', '/contact']) {
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      titles.add(await page.title())
    }
    expect(titles.size).toBe(5)
  })
})

/** What floats over the page, by the name a failure reports. */
const FLOATING = {
  dock: '.dock__list',
  'scroll to top': '.scroll-top',
  'language offer': '.language-suggestion',
  'install banner': '.install-banner',
  'offline notice': '.offline-notice',
} as const
type Floating = keyof typeof FLOATING
/** The spec's fixed controls (the dock, the scroll-to-top button): the page scrolls beneath them. */
const FIXED_CONTROLS: readonly Floating[] = ['dock', 'scroll to top']

type Seen = { id: number; label: string; whole: boolean; under: Floating[] }

/**
 * The floating elements in the viewport, and every heading, paragraph, link, button and form
 * control of the page in it, each with whether it is whole inside it and which floating elements
 * lie over any part of it.
 */
const lookAtViewport = (page: Page): Promise<{ seen: Seen[]; floating: Floating[] }> =>
  page.evaluate((floatingSelectors) => {
    // Each element keeps its number from one look to the next.
    const ids = ((window as unknown as { seenIds?: Map<Element, number> }).seenIds ??= new Map())
    const boxOf = (element: Element) => {
      const box = element.getBoundingClientRect()
      const shown =
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width >= 2 &&
        box.height >= 2
      return shown ? box : null
    }
    const floating = Object.entries(floatingSelectors).flatMap(([name, selector]) =>
      [...document.querySelectorAll(selector)].flatMap((element) => {
        const box = boxOf(element)
        return box && box.bottom > 0 && box.top < innerHeight
          ? [{ name: name as Floating, element, box }]
          : []
      }),
    )
    const overlaps = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
    const seen = [
      ...document.querySelectorAll(
        'main :is(h1, h2, h3, h4, h5, h6, p, a, button, input, select, textarea)',
      ),
    ].flatMap((element): Seen[] => {
      const box = boxOf(element)
      if (!box || box.bottom <= 0 || box.top >= innerHeight) return []
      if (!ids.has(element)) ids.set(element, ids.size + 1)
      return [
        {
          id: ids.get(element)!,
          label: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          whole: box.top >= 0 && box.bottom <= innerHeight,
          under: floating.filter((item) => overlaps(item.box, box)).map((item) => item.name),
        },
      ]
    })
    return { seen, floating: [...new Set(floating.map((item) => item.name))] }
  }, FLOATING)

/**
 * Scrolls the page from its top to its end in steps of a third of the viewport (the end
 * included, once what loads on the way has loaded) and looks at it at each step.
 */
const scrollThrough = async (page: Page) => {
  const steps: { y: number; seen: Seen[]; floating: Floating[] }[] = []
  for (let y = 0; ; y += 270) {
    const at = await page.evaluate((top) => {
      window.scrollTo({ top, behavior: 'instant' })
      return new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
      )
    }, y)
    await expect(page.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0)
    steps.push({ y: at, ...(await lookAtViewport(page)) })
    const end = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    if (y >= end && at >= end - 1) return steps
  }
}

const setLanguages = async (request: APIRequestContext, enabled: string[]) => {
  const res = await request.put('/api/languages', {
    headers: await ownerHeaders(request),
    data: { default: 'en', enabled },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/**
 * Issue 45, item 7: on a phone, in Arabic and in English, the offer of the page in the visitor's
 * language, the dock and the scroll-to-top button never hide content or a control for good.
 * The site has both languages and two posts (the older one's page ends with the newer one as
 * "Next post"); the browser prefers the other language, so every page carries the offer.
 */
test.describe('Floating elements at 375 px', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' })
  const posts: PostDto[] = []

  test.beforeEach(async ({ page, request }) => {
    await setLanguages(request, ['en', 'ar'])
    const headers = await ownerHeaders(request)
    const unique = `${test.info().workerIndex}-${Date.now().toString(36)}`
    for (const [index, title] of ['Floating over nothing', 'The next one'].entries()) {
      const res = await request.post('/api/posts', {
        headers,
        data: {
          title,
          slug: `floating-${unique}-${index}`,
          excerpt: 'A post whose page ends with its neighbour.',
          // Long enough on a phone for the scroll-to-top button to be there at its end.
          body: Array.from(
            { length: 16 },
            (_, n) => `Paragraph ${n + 1} of the post, a few lines long on a phone's screen.`,
          ).join('\n\n'),
          publishedAt: new Date(Date.UTC(2026, 0, 10 + index)).toISOString(),
        },
      })
      expect(res.status(), await res.text()).toBe(201)
      posts.push(((await res.json()) as { data: PostDto }).data)
    }
    await keepInstallBannerAway(page)
  })

  test.afterEach(async ({ request }) => {
    const headers = await ownerHeaders(request)
    for (const post of posts.splice(0))
      await request.delete(`/cms-api/posts/${post.id}`, { headers })
    await setLanguages(request, ['en'])
  })

  for (const { language, prefix, prefers, offer } of [
    { language: 'Arabic', prefix: '/ar', prefers: 'en-US', offer: 'English' },
    { language: 'English', prefix: '', prefers: 'ar-EG', offer: 'العربية' },
  ]) {
    test.describe(`${language} pages`, () => {
      test.use({ locale: prefers })

      for (const page of ['home', 'projects', 'a project', 'a post'] as const) {
        test(`${page}: nothing floating covers content or a control, from the top to the end`, async ({
          page: tab,
          request,
        }) => {
          const projects = await apiProjects(request)
          const path = {
            home: `${prefix}/`,
            projects: `${prefix}/projects`,
            'a project': `${prefix}/projects/${projects.at(-1)!.id}`,
            'a post': `${prefix}/writing/${posts[0]!.slug}`,
          }[page]
          await settle(tab, path, /.+/)
          await expect(tab.getByRole('complementary', { name: offer })).toBeVisible()
          const steps = await scrollThrough(tab)
          expect(steps[0]!.floating, 'the offer is on the first screen').toContain('language offer')
          expect(steps.at(-1)!.floating, 'the button is there at the end').toContain(
            'scroll to top',
          )

          const covers = (step: (typeof steps)[number], except: readonly Floating[] = []) =>
            step.seen.flatMap(({ label, under }) =>
              under.filter((name) => !except.includes(name)).map((name) => `${name} over ${label}`),
            )
          // Only the fixed controls pass over the page, as it scrolls beneath them...
          for (const step of steps)
            expect(covers(step, FIXED_CONTROLS), `at ${step.y} px`).toEqual([])
          // ...and at the end, nothing lies over anything.
          expect(covers(steps.at(-1)!), 'at the end').toEqual([])
          // So everything can be seen whole, with nothing over it, at some point of the scroll.
          const clear = new Set(
            steps.flatMap((step) =>
              step.seen
                .filter((item) => item.whole && item.under.length === 0)
                .map((item) => item.id),
            ),
          )
          const neverClear = new Set(
            steps.flatMap((step) =>
              step.seen.filter((item) => !clear.has(item.id)).map((item) => item.label),
            ),
          )
          expect([...neverClear]).toEqual([])
        })
      }
    })
  }
})

test.describe('The offer of another language at 375 px', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce', locale: 'en-US' })
  test.beforeEach(({ request }) => setLanguages(request, ['en', 'ar']))
  test.afterEach(({ request }) => setLanguages(request, ['en']))

  test('the offer of another language and the install banner never show at once', async ({
    page,
  }) => {
    // Every frame, whether both are on the screen.
    await page.addInitScript(() => {
      const shown = (selector: string) =>
        document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }) ?? false
      const frame = () => {
        if (shown('.language-suggestion') && shown('.install-banner'))
          (window as unknown as { together?: boolean }).together = true
        requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })
    await page.goto('/ar/')
    const offer = page.getByRole('complementary', { name: 'English' })
    const banner = page.getByRole('complementary', { name: 'تثبيت التطبيق' })
    // The banner comes 3 s after the start (spec section 4): the offer makes way for it...
    await expect(banner).toBeVisible()
    await expect(offer).toBeHidden()
    // ...and is back once the banner is dismissed.
    await banner.getByRole('button').last().click()
    await expect(offer).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { together?: boolean }).together)).toBe(
      undefined,
    )
  })
})
