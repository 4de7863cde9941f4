import { expect, test, type Page } from '@playwright/test'

import type { PersonalInfoDto } from '../../../src/shared/apiTypes'
import { DESKTOP, PHONE, rewriteJson } from './helpers'

const RESUME_URL = '/resume.pdf?v=7'

/** The profile as the server answers it, with or without a published résumé. */
const withResume = (page: Page, resumeUrl: string | null) =>
  rewriteJson<{ data: PersonalInfoDto }>(page, '**/api/personal-info', (body) => ({
    data: { ...body.data, resumeUrl },
  }))

const resumeLink = (page: Page) => page.getByRole('link', { name: 'Download résumé' })

test.describe('Résumé download link', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`About and Contact offer the résumé as a download when there is one (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await withResume(page, RESUME_URL)

      await page.goto('/about')
      const onAbout = page.locator('.about__header').getByRole('link', { name: 'Download résumé' })
      await expect(onAbout).toBeVisible()
      await expect(onAbout).toHaveAttribute('href', RESUME_URL)
      await expect(onAbout).toHaveAttribute('download', '')

      await page.goto('/contact')
      await expect(resumeLink(page)).toBeVisible()
      await expect(resumeLink(page)).toHaveAttribute('href', RESUME_URL)
      await expect(resumeLink(page)).toHaveAttribute('download', '')
    })
  }

  test('About and Contact show no résumé link when there is none', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await withResume(page, null)

    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible()
    await expect(page.locator('.about__header').getByRole('link', { name: /GitHub/ })).toBeVisible()
    await expect(resumeLink(page)).toHaveCount(0)

    await page.goto('/contact')
    await expect(page.getByRole('heading', { name: 'Quick Response' })).toBeVisible()
    await expect(resumeLink(page)).toHaveCount(0)
  })
})
