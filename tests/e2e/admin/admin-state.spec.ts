import { expect, type Page, test } from '@playwright/test'

import { ownerHeaders, ownerToken } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 45, items 15 and 16, in the admin: what it says after a publish stays true (no draft
 * saved behind the publish, and a draft on top reads "Changed", not "Draft"), Create New writes
 * in the site's default language, and Schedule Publish opens on Publish in a time zone. The
 * profile is put back and the records made are removed after each test.
 */

type Profile = { title: string; location?: string | null }
let headers: Record<string, string>
let profile: Profile
const made: string[] = []

const readProfile = async (page: Page) =>
  (await (
    await page.request.get('/cms-api/globals/personal-info?depth=0&locale=en', { headers })
  ).json()) as Profile

test.beforeAll(async ({ request }) => {
  headers = await ownerHeaders(request)
})

test.beforeEach(async ({ page }) => {
  profile = await readProfile(page)
})

test.afterEach(async ({ page }) => {
  const restored = await page.request.post('/cms-api/globals/personal-info?locale=en', {
    headers,
    data: { title: profile.title, location: profile.location ?? null, _status: 'published' },
  })
  expect(restored.ok(), await restored.text()).toBe(true)
  for (const path of made.splice(0)) await page.request.delete(path, { headers })
  await page.request.put('/api/languages', {
    headers: { authorization: `Bearer ${await ownerToken(page.request)}` },
    data: { default: 'en', enabled: ['en'] },
  })
})

/** The document's Status line. */
const status = (page: Page) => page.locator('.doc-controls .status')

test('a publish right after typing leaves nothing unsaved behind it: the status stays Published', async ({
  page,
}) => {
  // The admin's timers run on a clock of the test's: the second change is published before the
  // autosave's wait after it is over, as a quick owner on a quick server does.
  await page.clock.install()
  await logInAsOwner(page, '/admin/globals/personal-info?locale=en')
  const title = page.locator('#field-title')
  await untilHydrated(title)
  const autosaved = page.waitForResponse((res) => res.url().includes('autosave=true'))
  await title.fill(`${profile.title} ·`)
  await autosaved
  await expect(status(page)).toContainText('Changed')

  await page.clock.pauseAt(Date.now() + 60_000)
  await page.locator('#field-location').fill('Lisbon, Portugal')
  const published = page.waitForResponse(
    (res) =>
      /\/cms-api\/globals\/personal-info\?/.test(res.url()) &&
      !res.url().includes('draft=true') &&
      res.request().method() === 'POST',
  )
  const publish = page.getByRole('button', { name: 'Publish changes' })
  await publish.click()
  expect((await published).ok()).toBe(true)
  // Nothing is left to publish: the form holds exactly what was published.
  await expect(status(page)).toContainText('Published')
  await expect(publish).toBeDisabled()

  // The autosave's wait runs out, and reopening the profile still says Published.
  await page.clock.runFor(5_000)
  await page.clock.resume()
  await page.goto('/admin')
  await page.goto('/admin/globals/personal-info?locale=en')
  await untilHydrated(page.locator('#field-title'))
  await expect(status(page)).toContainText('Published')
  const versions = (await (
    await page.request.get('/cms-api/globals/personal-info/versions?limit=1&sort=-updatedAt', {
      headers,
    })
  ).json()) as { docs: { version: { _status: string; location: string } }[] }
  expect(versions.docs[0]!.version).toMatchObject({
    _status: 'published',
    location: 'Lisbon, Portugal',
  })
})

test('a draft on top of the published profile reads "Changed", not "Draft"', async ({ page }) => {
  const drafted = await page.request.post('/cms-api/globals/personal-info?draft=true&locale=en', {
    headers,
    data: { title: `${profile.title} (draft)`, _status: 'draft' },
  })
  expect(drafted.ok(), await drafted.text()).toBe(true)
  await logInAsOwner(page, '/admin/globals/personal-info?locale=en')
  await untilHydrated(page.locator('#field-title'))
  await expect(page.locator('#field-title')).toHaveValue(`${profile.title} (draft)`)
  await expect(status(page)).toContainText('Changed')
  await expect(status(page).getByRole('button', { name: 'Revert to published' })).toBeVisible()
})

test('Create New writes in the site’s default language, whatever language was open last', async ({
  page,
}) => {
  const languages = await page.request.put('/api/languages', {
    headers: { authorization: `Bearer ${await ownerToken(page.request)}` },
    data: { default: 'en', enabled: ['en', 'es'] },
  })
  expect(languages.status()).toBe(200)
  await logInAsOwner(page, '/admin/collections/posts?locale=es')
  await expect(page).toHaveURL(/[?&]sort=/)
  const create = page.getByRole('link', { name: 'Create New' }).first()
  await untilHydrated(create)
  await create.click()
  // The new record's page moves itself to English once it runs in the browser.
  const title = page.locator('#field-title')
  await untilHydrated(title)
  await expect(page).toHaveURL(/\/posts\/create\?(.*&)?locale=en/)
  await expect(page.locator('.localizer')).toContainText('English')
  await page.screenshot({ path: '/tmp/shots/admin-create-in-default-language.png' })
  await untilHydrated(title)
  const name = `First post ${Date.now()}`
  await title.fill(name)
  const saveDraft = page.getByRole('button', { name: 'Save Draft', exact: true })
  await untilHydrated(saveDraft)
  await saveDraft.click()
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+/)
  const id = page.url().match(/posts\/(\d+)/)![1]
  made.push(`/cms-api/posts/${id}`)
  const stored = (await (
    await page.request.get(`/cms-api/posts/${id}?draft=true&depth=0&locale=all`, { headers })
  ).json()) as { title: Record<string, string | null> }
  expect(stored.title.en).toBe(name)
  expect(stored.title.es ?? null).toBeNull()
})

test('Schedule Publish opens on Publish, in the site’s time zone', async ({ page }) => {
  const res = await page.request.post('/cms-api/posts?draft=true&depth=0', {
    headers,
    data: { title: `To schedule ${Date.now()}`, _status: 'draft' },
  })
  expect(res.status(), await res.text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }
  made.push(`/cms-api/posts/${doc.id}`)
  await logInAsOwner(page, `/admin/collections/posts/${doc.id}`)
  const menu = page.locator('.doc-controls .popup-button').first()
  await untilHydrated(menu)
  await menu.click()
  await page.getByRole('button', { name: 'Schedule Publish', exact: true }).click()
  const scheduler = page.locator('.schedule-publish__scheduler')
  await expect(scheduler.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
  const zone = scheduler.locator('.timezone-picker')
  await expect(zone.locator('.rs__placeholder')).toHaveCount(0)
  await expect(zone.locator('.rs__single-value')).toContainText('UTC')
  await page.screenshot({ path: '/tmp/shots/admin-schedule-publish.png' })
})
