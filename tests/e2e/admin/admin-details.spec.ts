import { type APIRequestContext, expect, test } from '@playwright/test'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { ownerHeaders, uploadImage } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 45's small things a new owner met in the admin (item 14): dates with their year, a
 * LinkedIn hint that shows a LinkedIn address, a new image without "No Projects found", the
 * notification address offered, and no Force Unlock on one's own account. Records it makes are
 * drafts (nothing public) and removed again.
 */

let headers: Record<string, string>
const made: string[] = []

test.beforeAll(async ({ request }) => {
  headers = await ownerHeaders(request)
})

test.afterAll(async ({ request }) => {
  // Last made, first removed: a project goes before the image it shows.
  for (const path of made.reverse()) await request.delete(path, { headers })
})

/** A draft made through Payload's REST; removed after the file. */
const draft = async (
  request: APIRequestContext,
  collection: string,
  data: Record<string, unknown>,
) => {
  const res = await request.post(`/cms-api/${collection}?draft=true&depth=0`, {
    headers,
    data: { ...data, _status: 'draft' },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }
  made.push(`/cms-api/${collection}/${doc.id}`)
  return doc.id
}

test('dates show their year: a project’s start and a post’s publish date, form and list', async ({
  page,
}) => {
  const token = Date.now()
  const project = await draft(page.request, 'projects', {
    title: `Dated ${token}`,
    description: 'Started on New Year’s Day.',
    category: 'Web App',
    startDate: '2022-01-01T00:00:00.000Z',
    endDate: '2022-11-28T00:00:00.000Z',
  })
  const post = await draft(page.request, 'posts', {
    title: `Dated post ${token}`,
    publishedAt: '2021-11-28T00:00:00.000Z',
  })
  await logInAsOwner(page, `/admin/collections/projects/${project}`)
  await untilHydrated(page.locator('#field-title'))
  await expect(page.locator('#field-startDate input')).toHaveValue('Jan 1, 2022')
  await expect(page.locator('#field-endDate input')).toHaveValue('Nov 28, 2022')

  await page.goto(`/admin/collections/posts/${post}`)
  await untilHydrated(page.locator('#field-title'))
  await expect(page.locator('#field-publishedAt input')).toHaveValue('Nov 28, 2021')
  await page.goto(
    `/admin/collections/posts?where[title][equals]=${encodeURIComponent(`Dated post ${token}`)}`,
  )
  await expect(page.locator('table tbody tr')).toHaveCount(1)
  await expect(page.locator('table tbody td.cell-publishedAt')).toHaveText('Nov 28, 2021')
})

test('the LinkedIn address’s hint shows a LinkedIn address', async ({ page }) => {
  await logInAsOwner(page, '/admin/globals/personal-info')
  const linkedIn = page.locator('.field-type.text', { has: page.locator('#field-linkedinUrl') })
  await expect(linkedIn).toContainText('e.g. linkedin.com/in/you')
  await expect(linkedIn).not.toContainText('github.com')
})

test('a new image lists no projects that use it; a used one names them', async ({ page }) => {
  await logInAsOwner(page, '/admin/collections/media/create')
  await untilHydrated(page.locator('#field-alt'))
  await expect(page.getByText('No Projects found')).toHaveCount(0)
  await expect(page.getByText('Used as cover by')).toHaveCount(0)

  // Once a project shows it as its cover, its page names that project.
  const image = await uploadImage(page.request, headers, 'A cover', `cover-${Date.now()}.png`)
  made.push(`/cms-api/media/${image.id}`)
  const title = `Covered ${Date.now()}`
  await draft(page.request, 'projects', {
    title,
    description: 'Has a cover.',
    category: 'Web App',
    coverImage: image.id,
  })
  await page.goto(`/admin/collections/media/${image.id}`)
  await expect(page.getByText('Used as cover by')).toBeVisible()
  await expect(page.getByRole('cell', { name: title })).toBeVisible()
})

test('the mail settings offer the signed-in account’s address for notifications', async ({
  page,
}) => {
  await logInAsOwner(page, '/admin/globals/smtp-config')
  const adminEmail = page.locator('#field-adminEmail')
  await untilHydrated(adminEmail)
  await expect(adminEmail).toHaveValue('')
  const offer = page.getByRole('button', { name: `Use ${TEST_ADMIN.email} (your account)` })
  await untilHydrated(offer)
  await offer.click()
  await expect(adminEmail).toHaveValue(TEST_ADMIN.email)
  await expect(offer).toHaveCount(0)
  // Offered, not stored: until Save, nothing is sent there.
  const stored = (await (
    await page.request.get('/cms-api/globals/smtp-config?depth=0', { headers })
  ).json()) as { adminEmail?: string | null }
  expect(stored.adminEmail ?? null).toBeNull()
})

test('Force Unlock is offered on another account, not on one’s own', async ({ page }) => {
  const other = await page.request.post('/cms-api/users?depth=0', {
    headers,
    data: {
      email: `locked-out-${Date.now()}@test.local`,
      password: 'Quiet-heron-Lattice-71!',
      role: 'admin',
    },
  })
  expect(other.status(), await other.text()).toBe(201)
  const { doc } = (await other.json()) as { doc: { id: number } }
  made.push(`/cms-api/users/${doc.id}`)

  await logInAsOwner(page, '/admin/account')
  const changePassword = page.getByRole('button', { name: 'Change Password' })
  await untilHydrated(changePassword)
  await expect(page.getByRole('button', { name: 'Force Unlock' })).toHaveCount(0)

  await page.goto(`/admin/collections/users/${doc.id}`)
  await expect(page.getByRole('button', { name: 'Force Unlock' })).toBeVisible()
})
