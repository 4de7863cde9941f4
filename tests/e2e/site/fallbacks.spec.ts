import { expect, test } from '@playwright/test'

import { defaultPersonalInfo } from '../../../src/shared/sampleData/defaultPersonalInfo'
import { DESKTOP } from './helpers'

test.use({ viewport: DESKTOP })

// The seeded site's owner is the sample person and its first project sample 1, so these show the
// same words whether they come from the page's embedded copy or the samples; owner-content.spec.ts
// tells the two apart.
test.describe('When the API is unreachable', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  })

  test("home shows the owner's embedded personal info instead of a broken page", async ({
    page,
  }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: defaultPersonalInfo.name }),
    ).toBeVisible()
    await expect(page.getByText(defaultPersonalInfo.bio)).toBeVisible()
    await expect(page.getByRole('heading', { name: "Let's Create Something Epic" })).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toHaveAttribute('href', `mailto:${defaultPersonalInfo.email}`)
  })

  test("a project page shows the owner's first project, embedded in the page", async ({ page }) => {
    await page.goto('/projects/3')
    await expect(page.getByRole('heading', { level: 1, name: 'E-Commerce Platform' })).toBeVisible()
    await expect(page.getByTestId('project-not-found')).toHaveText(
      'Project not found — showing E-Commerce Platform instead.',
    )
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible()
  })

  test('contact shows the built-in contact details', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByTestId('contact-email')).toContainText(defaultPersonalInfo.email)
    await expect(page.getByTestId('contact-phone')).toContainText(defaultPersonalInfo.phone)
    await expect(page.getByTestId('contact-location')).toContainText(defaultPersonalInfo.location)
  })

  test('about and the lists still render their frame', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible()
    await expect(page.getByText(defaultPersonalInfo.about.slice(0, 50))).toBeVisible()
    await page.goto('/projects')
    await expect(page.getByText('No projects found')).toBeVisible()
  })
})

test('a missing personal-info record (404) also falls back to the built-in details', async ({
  page,
}) => {
  await page.route('**/api/personal-info', (route) =>
    route.fulfill({
      status: 404,
      json: { error: { status: 404, code: 'not_found', message: 'Not found' } },
    }),
  )
  await page.goto('/contact')
  await expect(page.getByTestId('contact-email')).toContainText(defaultPersonalInfo.email)
})
