import path from 'node:path'

import { expect, test } from '@playwright/test'

import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

const FIXTURE_IMAGE = path.resolve('tests/fixtures/gallery-photo.png')

test('the owner logs in, creates a project with an uploaded gallery image and sees it listed', async ({
  page,
}) => {
  await logInAsOwner(page)

  await page.goto('/admin/collections/projects/create')
  await untilHydrated(page.locator('#field-title'))
  // Gallery first: a row added within a moment of typing elsewhere can stay a loading placeholder
  // until the next edit (Payload's form-state merge, seen about once in 20 runs; see the issue 28
  // note). This spec is about uploading into a row, so the row comes before the typing.
  await page.getByRole('button', { name: 'Add Gallery item' }).click()
  const galleryUpload = page.locator('[id="field-gallery__0__media"]')
  await galleryUpload.scrollIntoViewIfNeeded()
  const title = `E2E Project ${Date.now()}`
  await page.locator('#field-title').fill(title)
  await page.locator('#field-description').fill('Created by the end-to-end test.')

  // Upload a new image into the gallery row.
  await galleryUpload.getByRole('button', { name: 'Create New' }).click()
  const drawer = page.locator('.drawer__content').last()
  await drawer.locator('input[type="file"]').setInputFiles(FIXTURE_IMAGE)
  await drawer.locator('#field-alt').fill('Screenshot of the e2e project')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('.drawer__content')).toHaveCount(0, { timeout: 20_000 })

  // Projects have drafts: publishing is the owner's explicit step.
  await page.getByRole('button', { name: 'Publish changes' }).click()
  // A saved document moves from /create to its own id.
  await expect(page).toHaveURL(/\/admin\/collections\/projects\/\d+/, { timeout: 20_000 })

  await page.goto('/admin/collections/projects')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await page.goto('/admin/collections/media')
  await expect(page.getByText('gallery-photo', { exact: false }).first()).toBeVisible()
})

test('the public site answers / and /projects/2 with the SPA', async ({ request }) => {
  for (const url of ['/', '/projects/2']) {
    const res = await request.get(url)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toContain('text/html')
    expect(await res.text()).toContain('<div id="root">')
  }
})
