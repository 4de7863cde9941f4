import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { ownerHeaders } from '../ownerApi'
import { DESKTOP, keepInstallBannerAway, PHONE, settle } from '../site/helpers'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 49, case studies: the owner writes one in the project's form (results, problem, approach,
 * the client's words) and publishes; a visitor's page shows it, results first, readable at 375
 * and 1440 with axe clean; a project without one keeps the specification's page.
 */
test('the owner fills a case study and visitors read it on the project page', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await logInAsOwner(page)
  await page.goto('/admin/collections/projects/create')
  await untilHydrated(page.locator('#field-title'))
  // The section starts folded: a project without a case study keeps its short form.
  await page
    .locator('.collapsible', { hasText: 'Case study' })
    .getByRole('button', { name: 'Toggle block' })
    .first()
    .click()
  // The row first: one added just after typing elsewhere can stay a placeholder (admin-content).
  await page.getByRole('button', { name: 'Add Result' }).click()
  await expect(page.locator('[id="field-results__0__label"]')).toBeVisible()
  const title = `Case study ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.locator('#field-description').fill('A checkout that stopped timing out.')
  await page.locator('#field-problem').fill('Checkout timed out at every sale.')
  await page.locator('#field-approach').fill('A read cache in front of the catalogue.')
  await page.locator('[id="field-results__0__label"]').fill('p99 latency')
  await page.locator('[id="field-results__0__value"]').fill('−48%')
  await page.locator('[id="field-results__0__context"]').fill('after the cache rewrite')
  await page.locator('#field-clientQuote').fill('Black Friday was quiet for once.')
  await page.locator('#field-clientName').fill('Dana Levi, CTO at Acme')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/projects\/\d+/, { timeout: 20_000 })
  const id = Number(page.url().match(/projects\/(\d+)/)![1])

  try {
    const listed = await page.request.get(`/api/projects?search=${encodeURIComponent(title)}`)
    const [stored] = (await listed.json()).data
    expect(stored).toMatchObject({
      id,
      problem: 'Checkout timed out at every sale.',
      results: [{ label: 'p99 latency', value: '−48%', context: 'after the cache rewrite' }],
      clientName: 'Dana Levi, CTO at Acme',
    })
    const screens = [
      { viewport: PHONE, colorScheme: 'light' },
      { viewport: DESKTOP, colorScheme: 'light' },
      { viewport: PHONE, colorScheme: 'dark' },
    ] as const
    for (const { viewport, colorScheme } of screens) {
      const context = await browser.newContext({ viewport, colorScheme })
      const visitor = await context.newPage()
      await keepInstallBannerAway(visitor)
      await settle(visitor, `/projects/${id}`, title)
      const section = visitor.getByRole('region', { name: 'Case study' })
      const result = section.getByRole('listitem').first()
      await expect(result).toContainText('−48%')
      await expect(result).toContainText('p99 latency')
      await expect(section.locator('blockquote')).toHaveText('Black Friday was quiet for once.')
      // Results first, before the technologies and the challenges.
      const order = await visitor.evaluate(() =>
        [...document.querySelectorAll('.detail-section__title')].map((h) => h.id),
      )
      expect(order[0]).toBe('case-study-title')
      // Readable on a phone: the value is large and nothing runs off the side.
      const fits = await result.evaluate(
        (item) =>
          item.scrollWidth <= item.clientWidth && item.getBoundingClientRect().right <= innerWidth,
      )
      expect(fits).toBe(true)
      await section.scrollIntoViewIfNeeded()
      await visitor.screenshot({
        path: test.info().outputPath(`case-study-${colorScheme}-${viewport.width}.png`),
        fullPage: true,
      })
      const results = await new AxeBuilder({ page: visitor })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze()
      expect(results.violations.map((v) => v.id)).toEqual([])
      await context.close()
    }

    // A project without a case study has none.
    await settle(page, '/projects/1', /.+/)
    await expect(page.getByRole('region', { name: 'Case study' })).toHaveCount(0)
  } finally {
    const gone = await page.request.delete(`/cms-api/projects/${id}`, {
      headers: await ownerHeaders(page.request),
    })
    expect(gone.status()).toBe(200)
  }
})
