import { gzipSync } from 'node:zlib'

import { expect, test, type Page, type Response } from '@playwright/test'

import { DESKTOP, PHONE } from './helpers'

/** Budget for all JavaScript a first visit to / downloads, gzipped. */
const FIRST_LOAD_JS_BUDGET = 110 * 1024
/** Cumulative Layout Shift allowed on load. */
const CLS_BUDGET = 0.02

const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const store = window as unknown as { __cls: number }
    store.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[]) {
        if (!entry.hadRecentInput) store.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

test('a first visit to / downloads at most 110 KB of gzipped JavaScript', async ({ page }) => {
  const bodies: Promise<Buffer>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body())
  }
  page.on('response', onResponse)
  // The PWA layer's chunk comes after the first page is shown (seconds later on a busy machine,
  // past a network-idle moment): it is part of the visit, so the count waits for it.
  const pwaLayer = page.waitForResponse((response) =>
    /\/assets\/pwa-layer-[\w-]+\.js$/.test(response.url()),
  )
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
  await pwaLayer
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  const total = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0)
  test.info().annotations.push({
    type: 'first-load JS (gzip)',
    description: `${(total / 1024).toFixed(1)} KB`,
  })
  expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET)
})

for (const viewport of [PHONE, DESKTOP]) {
  for (const path of ['/', '/projects', '/skills', '/projects/1', '/contact']) {
    test(`${path} at ${viewport.width} px loads without layout shift (CLS ≤ ${CLS_BUDGET})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await recordLayoutShifts(page)
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      await expect(page.locator('.skeleton').first())
        .toHaveCount(0, { timeout: 10_000 })
        .catch(() => {})
      await page.waitForTimeout(800)
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
      test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) })
      expect(cls).toBeLessThanOrEqual(CLS_BUDGET)
    })
  }
}
