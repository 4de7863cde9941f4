import { expect, test } from '@playwright/test'

import { inquiryReplyMailto } from '../../../src/cms/admin/inquiryReplyMailto'
import { ownerHeaders } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { untilFormChecked } from './untilFormChecked'
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
  await logInAsOwner(page, '/admin/collections/inquiries')
  const unread = Number(await page.getByTestId('unread-inquiries-count').textContent())
  expect(unread).toBeGreaterThan(0)
  // The list view writes its query into the address once it is ready; a click before that is
  // undone by that replace (seen on a loaded machine), as it would be for a very quick owner.
  await expect(page).toHaveURL(/[?&]sort=/)
  // And the row's link must be React's: a fresh-clone run clicked it while the list was still
  // hydrating, and the click was lost (the address stayed the list's).
  const open = page.getByRole('link', { name: visitor.name })
  await untilHydrated(open)
  await open.click()
  await expect(page).toHaveURL(/\/admin\/collections\/inquiries\/\d+$/)

  await expect(page.locator('#field-name')).toHaveValue(visitor.name)
  for (const field of ['name', 'email', 'subject'])
    await expect(page.locator(`#field-${field}`)).toBeDisabled()
  // The message reads as text, its line breaks kept, not as a one-line disabled box.
  await expect(page.getByTestId('inquiry-message')).toHaveText(visitor.message, {
    useInnerText: true,
  })
  // Read-only dates offer nothing to clear.
  await expect(
    page.locator('.date-time-picker__clear-button').filter({ visible: true }),
  ).toHaveCount(0)

  // Opening it marked it read, and there is a way back.
  const id = page.url().split('/').pop()
  const headers = await ownerHeaders(page.request)
  const stored = async () =>
    (await (await page.request.get(`/cms-api/inquiries/${id}`, { headers })).json()) as {
      read: boolean
      repliedAt?: string
    }
  await expect.poll(async () => (await stored()).read).toBe(true)
  await expect(page.getByRole('button', { name: 'Mark as unread' })).toBeVisible()
  // The menu's Inbox counts it as read at once, and again after Mark as unread.
  const badge = page.getByTestId('unread-inquiries-count')
  await expect(badge).toHaveText(String(unread - 1))
  await page.getByRole('button', { name: 'Mark as unread' }).click()
  await expect(badge).toHaveText(String(unread))
  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect(badge).toHaveText(String(unread - 1))

  const reply = page.getByRole('link', { name: /Reply to .* by email/ })
  await expect(reply).toHaveAttribute('href', inquiryReplyMailto(visitor)!)
  const href = (await reply.getAttribute('href'))!
  expect(href).toMatch(/^mailto:grace@example\.com\?subject=Re%3A%20A%20site/)
  expect(decodeURIComponent(href)).toContain('> Hello!\r\n> Could you build it by June?')
  // Pressing Reply is recorded: when, and that it was a reply.
  await reply.dispatchEvent('click')
  await expect.poll(async () => (await stored()).repliedAt).toBeTruthy()
  await expect(page.getByText(/Replied by email/)).toBeVisible()
})

test('the inbox has no Create New: inquiries come from the contact form', async ({ page }) => {
  await logInAsOwner(page, '/admin/collections/inquiries')
  await expect(page).toHaveURL(/[?&]sort=/)
  await expect(page.getByRole('link', { name: visitor.name })).toBeVisible()
  await expect(page.getByRole('link', { name: /Create new/i })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Create new/i })).toHaveCount(0)
})

test('a skill level of 150 says why under the field', async ({ page }) => {
  await logInAsOwner(page, '/admin/collections/skills/create')
  await untilHydrated(page.locator('#field-name'))
  // One change at a time, each checked by the form before the next (see untilFormChecked).
  const name = `Too good ${Date.now()}`
  const nameChecked = untilFormChecked(page, 'name', name)
  await page.locator('#field-name').fill(name)
  await nameChecked
  const levelChecked = untilFormChecked(page, 'level', 150)
  await page.locator('#field-level').fill('150')
  await levelChecked
  // Drafts are validated too (a new record is stored only once it could be): saving it as a
  // draft or publishing it says why under the field, and nothing is stored. The document's
  // buttons hydrate apart from its fields: on a busy machine a click came before they could act.
  const saveDraft = page.getByRole('button', { name: 'Save Draft', exact: true })
  await untilHydrated(saveDraft)
  await saveDraft.click()
  const levelField = page.locator('.field-type.number', { has: page.locator('#field-level') })
  await expect(levelField.getByText('Level must be between 0 and 100')).toBeVisible()
  await expect(page).toHaveURL(/\/skills\/create$/)
})

test('the account screen states the password rule before any try, and keeps the role', async ({
  page,
}) => {
  await logInAsOwner(page, '/admin/account')
  await expect(page.getByTestId('password-rules')).toContainText('At least 12 characters')
  await expect(page.getByTestId('password-rules')).toContainText('e-mail address')
  await expect(page.getByText('accepts instead of your e-mail address')).toBeVisible()
  // Admin is the only role: nothing offers to clear it.
  const role = page.locator('.field-type.select', { hasText: 'Admin: may edit everything.' })
  await expect(role).toBeVisible()
  await expect(role.locator('.clear-indicator')).toHaveCount(0)
})

test.describe('on a desktop-wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the menu starts open, and the projects list reads as marks and states', async ({
    page,
  }) => {
    await logInAsOwner(page, '/admin/collections/projects')
    await expect(page.locator('.nav--nav-open')).toBeVisible()
    await expect(page.getByRole('link', { name: /^Inbox: \d+ unread/ })).toBeVisible()
    const table = page.locator('table')
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Stage' })).toBeVisible()
    await expect(table.getByText('Published').first()).toBeVisible()
    await expect(table.getByText('★ Featured').first()).toBeVisible()
    await expect(table.getByText(/^(true|false)$/)).toHaveCount(0)
    await expect(page.getByText('Published (visitors see it) or Draft')).toBeVisible()
  })
})

test("a skill's colour is picked from the site's palette, with a preview", async ({ page }) => {
  await logInAsOwner(page, '/admin/collections/skills/create')
  await untilHydrated(page.locator('#field-name'))
  await page.locator('#field-name').fill(`Coloured ${Date.now()}`)
  await page.locator('#field-color-from').selectOption('red-500')
  await page.locator('#field-color-to').selectOption('orange-500')
  await expect(page.getByTestId('color-preview')).toHaveCSS(
    'background-image',
    /linear-gradient\(135deg, rgb\(239, 68, 68\), rgb\(249, 115, 22\)\)/,
  )
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/skills\/\d+/)
  const headers = await ownerHeaders(page.request)
  const id = page.url().match(/skills\/(\d+)/)![1]
  const stored = await page.request.get(`/cms-api/skills/${id}?draft=true&depth=0`, { headers })
  expect((await stored.json()).color).toBe('from-red-500 to-orange-500')
  await page.request.delete(`/cms-api/skills/${id}`, { headers })
})

test('the Home tech stack is picked from the existing skills', async ({ page }) => {
  await logInAsOwner(page, '/admin/globals/site-texts')
  await page.getByRole('button', { name: 'Home', exact: true }).click()
  const list = page.getByTestId('skill-names')
  await expect(list).toContainText('React')
  const add = page.getByRole('combobox', { name: 'Add a skill' })
  await expect(add).toBeEnabled()
  // Only skills not chosen yet are offered.
  await expect(add.locator('option', { hasText: /^React$/ })).toHaveCount(0)
  expect(await add.locator('option').count()).toBeGreaterThan(1)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('the inbox fits the screen: who wrote, whether it is read and what about, no sideways scrolling', async ({
    page,
  }) => {
    await logInAsOwner(page, '/admin/collections/inquiries')
    // `.first()`: a worker started again after a failure posts the visitor's message once more.
    await expect(page.getByRole('link', { name: visitor.name }).first()).toBeVisible()
    const table = page.locator('.collection-list--inquiries .table')
    const { scroll, client } = await table.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }))
    expect(scroll, 'the list scrolls sideways').toBeLessThanOrEqual(client)
    await expect(
      page.locator('.collection-list--inquiries td', { hasText: visitor.subject }).first(),
    ).toBeVisible()
  })
})
