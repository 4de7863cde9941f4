import { expect, test } from '@playwright/test'

import { collectConsole, DESKTOP } from './helpers'

test.use({ viewport: DESKTOP })

test('an unknown path shows 404 / Page Not Found, logs the path and links home', async ({
  page,
}) => {
  const errors = collectConsole(page)
  const response = await page.goto('/no/such/page?x=1')
  // A real 404 status (no soft 404s), with the SPA's own 404 page as the body.
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible()
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/Page Not Found/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a page whose code cannot load shows "Unexpected Application Error!" with a way home', async ({
  page,
}) => {
  await page.route(/\/assets\/skills-[^/]+\.js$/, (route) => route.abort('failed'))
  await page.goto('/skills')
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
  await page.unroute(/\/assets\/skills-[^/]+\.js$/)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
})
