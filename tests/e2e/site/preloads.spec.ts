import { expect, test } from '@playwright/test'

import { ROUTES } from './helpers'

/**
 * The server preloads each page's first API reads (src/site/routePreloads.ts). A preload the page
 * never reads is a wasted download competing with the page's own; a read that is not preloaded
 * starts a round trip late. So, per route: the `/api/…` preloads in the served HTML are exactly
 * the API addresses the page's code fetches as it loads, query string included.
 */
test.describe('API preloads', () => {
  for (const route of ROUTES) {
    test(`${route.path}: preloads exactly the API reads the page makes`, async ({ page }) => {
      // What the site's code asks for (not what the browser's preloads fetch on their own).
      await page.addInitScript(() => {
        const reads: string[] = []
        ;(window as unknown as { __apiReads: string[] }).__apiReads = reads
        const original = window.fetch.bind(window)
        window.fetch = (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input), location.href)
          if (url.origin === location.origin && url.pathname.startsWith('/api/'))
            reads.push(url.pathname + url.search)
          return original(input, init)
        }
      })
      const response = await page.goto(route.path)
      const html = (await response?.text()) ?? ''
      const preloaded = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)]
        .map((tag) => /\bhref="([^"]+)"/.exec(tag[0])?.[1]?.replaceAll('&amp;', '&'))
        .filter((href): href is string => Boolean(href?.startsWith('/api/')))

      await expect(
        page.getByRole('heading', { level: 1, name: route.heading }).first(),
      ).toBeVisible()
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      await expect(page.locator('.skeleton')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      const read = await page.evaluate(
        () => (window as unknown as { __apiReads: string[] }).__apiReads,
      )

      test
        .info()
        .annotations.push({ type: 'preloaded', description: preloaded.join(' ') || '(none)' })
      test
        .info()
        .annotations.push({ type: 'read', description: [...new Set(read)].join(' ') || '(none)' })
      expect(
        preloaded.filter((href) => !read.includes(href)),
        'preloaded but never read',
      ).toEqual([])
      expect(
        [...new Set(read)].filter((href) => !preloaded.includes(href)),
        'read but not preloaded',
      ).toEqual([])
    })
  }
})
