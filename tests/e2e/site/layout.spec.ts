import { expect, test } from '@playwright/test'

import { apiPersonalInfo, DESKTOP, PHONE, ROUTES } from './helpers'

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
