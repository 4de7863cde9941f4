import { expect, test } from '@playwright/test'

import { inquiryReplyMailto } from '../../../src/cms/admin/inquiryReplyMailto'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

const visitor = {
  name: `Grace Visitor ${Date.now()}`,
  email: 'grace@example.com',
  subject: 'A site for my bakery & café',
  message: 'Hello!\nCould you build it by June?',
}

test.beforeAll(async ({ request }) => {
  // Sent the way a visitor sends it: the contact form's call.
  const res = await request.post('/api/inquiries', { data: visitor })
  expect(res.status()).toBe(201)
})

test('the dashboard says what is there and what to do next', async ({ page }) => {
  await logInAsOwner(page)
  const dashboard = page.getByTestId('owner-dashboard')
  await expect(dashboard).toBeVisible()
  for (const slug of ['projects', 'skills', 'experiences', 'education', 'interests'])
    await expect(dashboard.getByTestId(`count-${slug}`)).toHaveText(/^\d+/)
  await expect(dashboard.getByTestId('count-unread-inquiries')).toContainText(/[1-9]\d*\s*Unread/)
  await expect(dashboard.getByRole('link', { name: /Read \d+ unread inquir/ })).toBeVisible()
  const viewSite = dashboard.getByRole('link', { name: /View site/ })
  await expect(viewSite).toHaveAttribute('href', '/')
  await expect(viewSite).toHaveAttribute('target', '_blank')
  await expect(dashboard.getByTestId('recent-edits').getByRole('link').first()).toBeVisible()
})

test('the owner opens an inquiry from the inbox list and replies by email', async ({ page }) => {
  await logInAsOwner(page)
  await page.goto('/admin/collections/inquiries')
  // The list view writes its query into the address once it is ready; a click before that is
  // undone by that replace (seen on a loaded machine), as it would be for a very quick owner.
  await expect(page).toHaveURL(/[?&]sort=/)
  await page.getByRole('link', { name: visitor.name }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/inquiries\/\d+$/)

  await expect(page.locator('#field-name')).toHaveValue(visitor.name)
  for (const field of ['name', 'email', 'message'])
    await expect(page.locator(`#field-${field}`)).toBeDisabled()

  const reply = page.getByRole('link', { name: /Reply to .* by email/ })
  await expect(reply).toHaveAttribute('href', inquiryReplyMailto(visitor)!)
  const href = (await reply.getAttribute('href'))!
  expect(href).toMatch(/^mailto:grace@example\.com\?subject=Re%3A%20A%20site/)
  expect(decodeURIComponent(href)).toContain('> Hello!\r\n> Could you build it by June?')
})

test('a skill level of 150 says why under the field', async ({ page }) => {
  await logInAsOwner(page)
  await page.goto('/admin/collections/skills/create')
  await untilHydrated(page.locator('#field-name'))
  await page.locator('#field-name').fill(`Too good ${Date.now()}`)
  await page.locator('#field-level').fill('150')
  // Drafts are validated too (a new record is stored only once it could be): saving it as a
  // draft or publishing it says why under the field, and nothing is stored.
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click()
  const levelField = page.locator('.field-type.number', { has: page.locator('#field-level') })
  await expect(levelField.getByText('Level must be between 0 and 100')).toBeVisible()
  await expect(page).toHaveURL(/\/skills\/create$/)
})
