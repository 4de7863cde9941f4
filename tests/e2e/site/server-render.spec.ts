import { expect, test } from '@playwright/test'

import { DESKTOP, PHONE, ROUTES } from './helpers'

/**
 * Public pages arrive rendered (docs/decisions/0010-server-rendered-public-pages.md): the page
 * is in the HTML before any script runs, the browser takes it over without re-rendering it from
 * scratch (a hydration mismatch is a console error) and without asking the API again for the
 * data that came with it.
 */
for (const viewport of [PHONE, DESKTOP]) {
  test(`every public page hydrates cleanly from its HTML at ${viewport.width} px`, async ({ browser }) => {
    for (const route of ROUTES) {
      // A fresh context each time: an installed service worker would serve the empty shell instead.
      const context = await browser.newContext({ viewport })
      const page = await context.newPage()
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`${route.path}: ${error.message}`))
      page.on('console', (message) => {
        // Hydration problems are reported as errors; 404s of optional pictures are not about this.
        if (message.type() === 'error' && !/Failed to load resource|non-existent route/.test(message.text())) {
          problems.push(`${route.path}: ${message.text()}`)
        }
      })
      const apiReads: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiReads.push(request.url())
      })

      const response = await page.goto(route.path, { waitUntil: 'commit' })
      const html = await response!.text()
      expect(html, route.path).toMatch(/<div id="root"><div class="app-shell">/)
      expect(html, route.path).toContain('id="server-state"')

      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible()
      // The particles are never in the server's HTML: they appear once the page is hydrated.
      await expect(page.getByTestId('particles')).toBeAttached()
      // Past the 600 ms placeholders, so the render that shows the data is checked too.
      await page.waitForTimeout(700)
      expect(problems, route.path).toEqual([])
      expect(apiReads, route.path).toEqual([])
      await context.close()
    }
  })
}

test('a hydrated page navigates on the client, and the next page loads its own data', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible()
  await page.waitForLoadState('load')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const skills = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/skills')
  await page.locator('.dock').getByRole('link', { name: 'Skills' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Skills & Expertise' })).toBeVisible()
  expect((await skills).status()).toBe(200)
  expect(documents).toEqual([])
})
