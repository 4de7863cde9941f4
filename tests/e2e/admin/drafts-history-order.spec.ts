import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { ownerToken } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * The owner's editing loop in the real admin, checked on the real public site: a draft stays
 * private until published, an older version can be restored, and a drag in the list view
 * reorders the public projects page.
 */
type Project = { id: number; slug: string; title: string }

// Three admin visits a test, each a cold Next.js route at the start of a run beside two other
// workers (15 s seen): more than the default minute is the flow's own length, not a wait.
test.describe.configure({ timeout: 120_000 })

const created: number[] = []
let token: string

/** A published project made through the contract, removed again after the file. */
const createProject = async (request: APIRequestContext, title: string): Promise<Project> => {
  const res = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, description: `${title}, made by the end-to-end test.`, category: 'Web App' },
  })
  expect(res.status()).toBe(201)
  const { data } = await res.json()
  created.push(data.id)
  return data
}

/** The title the public project page shows (its heading), read in a fresh visitor's page. */
const publicHeading = async (page: Page, id: number) => {
  await page.goto(`/projects/${id}`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  return heading
}

const saved = (page: Page, method: string) =>
  page.waitForResponse(
    (res) => res.url().includes('/cms-api/projects') && res.request().method() === method,
  )

test.beforeAll(async ({ request }) => {
  token = await ownerToken(request)
})

test.afterAll(async ({ request }) => {
  for (const id of created) {
    await request.delete(`/cms-api/projects/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  }
})

test('a draft leaves the public page unchanged until the owner publishes it', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now()
  const project = await createProject(request, `Draftable ${stamp}`)
  const visitor = await browser.newPage()
  await expect(await publicHeading(visitor, project.id)).toHaveText(project.title)

  await logInAsOwner(page, `/admin/collections/projects/${project.id}`)
  await untilHydrated(page.locator('#field-title'))
  const newTitle = `Rewritten ${stamp}`
  // Autosave stores the draft shortly after typing stops (and then there is nothing left for
  // "Save Draft" to do): the draft is saved either way, by the first save after the typing.
  const draftSaved = saved(page, 'PATCH')
  await page.locator('#field-title').fill(newTitle)
  expect((await draftSaved).ok()).toBe(true)

  await expect(await publicHeading(visitor, project.id)).toHaveText(project.title)

  const publishSaved = saved(page, 'PATCH')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await publishSaved).ok()).toBe(true)
  await expect(await publicHeading(visitor, project.id)).toHaveText(newTitle)
  await visitor.close()
})

test('the owner restores an older version from the history', async ({ page, browser, request }) => {
  const stamp = Date.now()
  const project = await createProject(request, `Original ${stamp}`)
  await logInAsOwner(page, `/admin/collections/projects/${project.id}`)
  await untilHydrated(page.locator('#field-title'))
  await page.locator('#field-title').fill(`Regretted ${stamp}`)
  const publishSaved = saved(page, 'PATCH')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await publishSaved).ok()).toBe(true)

  const visitor = await browser.newPage()
  await expect(await publicHeading(visitor, project.id)).toHaveText(`Regretted ${stamp}`)

  await page.goto(`/admin/collections/projects/${project.id}/versions`)
  // Newest first: the last row is the version the contract created.
  await page.getByRole('link').filter({ hasText: /\d{4}/ }).last().click()
  await expect(page).toHaveURL(/\/versions\/\d+$/)
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await expect(page.getByText('publishes a published version at once')).toBeVisible()
  const restored = page.waitForResponse(
    (res) =>
      /\/cms-api\/projects\/versions\/\d+/.test(res.url()) && res.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Confirm' }).click()
  expect((await restored).ok()).toBe(true)

  await expect(await publicHeading(visitor, project.id)).toHaveText(project.title)
  await visitor.close()
})

test('Delete takes a project off the site at once, and Restore brings it back', async ({
  page,
  request,
}) => {
  const project = await createProject(request, `Deletable ${Date.now()}`)
  const publicRead = async () => (await request.get(`/api/projects/slug/${project.slug}`)).status()
  expect(await publicRead()).toBe(200)

  await logInAsOwner(page, `/admin/collections/projects/${project.id}`)
  const remove = page.getByRole('button', { name: 'Delete from site' })
  await untilHydrated(remove)
  await remove.click()
  await expect(page.getByText('Hidden from the public site')).toBeVisible()
  expect(await publicRead()).toBe(404)
  // The published record itself changed: no draft is left waiting for Publish.
  await expect(page.getByText('Revert to published')).toHaveCount(0)

  await page.reload()
  const restore = page.getByRole('button', { name: 'Restore to site' })
  await untilHydrated(restore)
  await restore.click()
  await expect(page.getByText('Shown on the public site')).toBeVisible()
  expect(await publicRead()).toBe(200)
})

/** How many projects are stored, drafts included. */
const storedProjects = async (request: APIRequestContext): Promise<number> => {
  const res = await request.get('/cms-api/projects?draft=true&limit=1&depth=0', {
    headers: { authorization: `Bearer ${token}` },
  })
  return (await res.json()).totalDocs
}

test('Create New stores nothing until the owner saves what was typed', async ({
  page,
  request,
}) => {
  const before = await storedProjects(request)
  await logInAsOwner(page, '/admin/collections/projects/create')
  await untilHydrated(page.locator('#field-title'))
  await expect(page).toHaveURL(/\/projects\/create$/)
  const title = `Typed first ${Date.now()}`
  await page.locator('#field-title').fill(title)
  // Longer than the autosave interval: an autosave would have stored a row by now.
  await page.waitForTimeout(4000)
  expect(await storedProjects(request)).toBe(before)

  // An owner who leaves without saving leaves nothing behind in the list.
  await page.goto('/admin/collections/projects?limit=100')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await expect(page.getByText('<No Title>')).toHaveCount(0)
  expect(await storedProjects(request)).toBe(before)

  await page.goto('/admin/collections/projects/create')
  await untilHydrated(page.locator('#field-title'))
  await page.locator('#field-title').fill(title)
  await page.locator('#field-description').fill('Saved on purpose.')
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/projects\/\d+/)
  created.push(Number(page.url().match(/projects\/(\d+)/)![1]))
  expect(await storedProjects(request)).toBe(before + 1)
})

test.describe('the list view', () => {
  // Tall enough that every row is on screen: the drag must not scroll the page under the pointer.
  test.use({ viewport: { width: 1440, height: 1800 } })

  test('dragging a project above another reorders the public projects page', async ({
    page,
    request,
  }) => {
    const stamp = Date.now()
    const first = await createProject(request, `Dragged below ${stamp}`)
    const second = await createProject(request, `Dragged above ${stamp}`)

    await logInAsOwner(page)
    // The owner's order is the list's default sort; newest records are last.
    await page.goto('/admin/collections/projects?limit=100')
    const rowOf = (title: string) => page.locator('tbody tr').filter({ hasText: title })
    const handle = rowOf(second.title).locator('.sort-row')
    await handle.scrollIntoViewIfNeeded()
    await handle.hover()
    const from = (await handle.boundingBox())!
    const to = (await rowOf(first.title).boundingBox())!

    const reordered = page.waitForResponse(
      (res) => res.url().includes('/cms-api/reorder') && res.request().method() === 'POST',
    )
    const x = from.x + from.width / 2
    await page.mouse.move(x, from.y + from.height / 2)
    await page.mouse.down()
    // Move in steps, as a hand does, so the drag-and-drop library sees a drag.
    await page.mouse.move(x, from.y - 10, { steps: 5 })
    await page.mouse.move(x, to.y + 4, { steps: 15 })
    await page.mouse.up()
    expect((await reordered).ok()).toBe(true)

    await page.goto('/projects')
    const cards = page.getByTestId('project-card')
    await expect(cards.filter({ hasText: second.title })).toBeVisible()
    // Text content, not innerText: cards far below the screen skip their layout
    // (content-visibility: auto), and a skipped card's innerText is empty. How far down these two
    // are depends on how many projects the specs running alongside have made.
    const titles = await cards.allTextContents()
    const indexOfCard = (title: string) => titles.findIndex((text) => text.includes(title))
    const above = indexOfCard(second.title)
    const below = indexOfCard(first.title)
    expect(above).toBeGreaterThanOrEqual(0)
    expect(above).toBeLessThan(below)
  })
})
