import { expect, type Page, test } from '@playwright/test'

import { logInAsOwner } from './logInAsOwner'
import { openLivePreview } from './openLivePreview'
import { untilHydrated } from './untilHydrated'

/**
 * The owner's preview loop (issue 18): the project's public page in the admin's live-preview
 * frame follows the form as the owner types, before anything is saved; the Preview button
 * opens the saved draft on the real site in a new tab with a signed token.
 */

/** The first public project: its id and the title visitors see. */
const firstProject = async (page: Page): Promise<{ id: number; title: string }> => {
  const res = await page.request.get('/api/projects?limit=1')
  expect(res.ok()).toBe(true)
  const [project] = (await res.json()).data as { id: number; title: string }[]
  return project!
}

test('typing a title shows it in the live-preview frame before saving', async ({ page }) => {
  await logInAsOwner(page)
  const project = await firstProject(page)
  await page.goto(`/admin/collections/projects/${project.id}`)
  await untilHydrated(page.locator('#field-title'))
  await expect(page.locator('#field-title')).toHaveValue(project.title)

  await openLivePreview(page)
  const frame = page.frameLocator('#live-preview-iframe')
  const heading = frame.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(project.title, { timeout: 20_000 })
  await expect(frame.getByTestId('preview-badge')).toBeVisible()

  // Hold back every save (autosave included): what the frame shows comes from the form alone.
  await page.route('**/cms-api/projects/**', (route) => {
    if (route.request().method() === 'GET') return route.continue()
    return route.abort()
  })
  const typed = `Typed live ${Date.now()}`
  await page.locator('#field-title').fill(typed)
  await expect(heading).toHaveText(typed)

  // Nothing was saved: visitors still get the stored title.
  const stored = await page.request.get(`/api/projects?limit=100`)
  const titles = ((await stored.json()).data as { title: string }[]).map((item) => item.title)
  expect(titles).toContain(project.title)
  expect(titles).not.toContain(typed)

  // The phone size of the frame is one of the toolbar's sizes.
  await page.locator('.live-preview-toolbar-controls__breakpoint').click()
  await page.getByRole('button', { name: 'Mobile' }).click()
  await expect(page.locator('#live-preview-iframe')).toHaveJSProperty('offsetWidth', 375)
  await expect(heading).toHaveText(typed)
})

test('the preview link opens the saved draft on the site in a new tab, unindexed', async ({
  page,
}) => {
  await logInAsOwner(page)
  const project = await firstProject(page)
  await page.goto(`/admin/collections/projects/${project.id}`)
  await untilHydrated(page.locator('#field-title'))
  const link = page.locator('#preview-button')
  await expect(link).toHaveAttribute('href', new RegExp(`/projects/${project.id}\\?preview=`))
  const token = new URL((await link.getAttribute('href'))!).searchParams.get('preview')!

  // An unpublished edit: autosave stores it as a draft.
  const draftTitle = `Draft for the link ${Date.now()}`
  await page.locator('#field-title').fill(draftTitle)
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/projects?limit=100', {
          headers: { 'X-Preview-Token': token },
        })
        return ((await res.json()).data as { title: string }[]).map((item) => item.title)
      },
      { timeout: 20_000 },
    )
    .toContain(draftTitle)

  // Listened for on the context, before the click, so that the new tab's first document is
  // seen. (Reloading the tab to see it raced Chromium still attaching the new tab: a fresh-clone
  // run failed with "Not attached to an active page".)
  const responses: Record<string, string>[] = []
  page.context().on('response', (response) => {
    if (
      response.request().resourceType() === 'document' &&
      new URL(response.url()).pathname === `/projects/${project.id}`
    )
      responses.push(response.headers())
  })
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
  await expect(tab.getByTestId('preview-badge')).toBeVisible()
  expect(responses[0]?.['cache-control']).toBe('no-store')
  expect(responses[0]?.['x-robots-tag']).toBe('noindex')
  expect(responses[0]?.['content-security-policy']).toContain("frame-ancestors 'self'")

  // Visitors still see the published title.
  const published = await page.request.get(`/api/projects?limit=100`)
  const titles = ((await published.json()).data as { title: string }[]).map((item) => item.title)
  expect(titles).toContain(project.title)
  expect(titles).not.toContain(draftTitle)

  // The same link, tampered with, shows the published site and says why.
  const href = (await link.getAttribute('href'))!
  await tab.goto(`${href.slice(0, -4)}${href.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`)
  await expect(tab.getByTestId('preview-refused')).toContainText('not valid')
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(project.title)
})

test('on a phone a record opens on its form, even after the preview was left open', async ({
  page,
}) => {
  await logInAsOwner(page)
  const project = await firstProject(page)
  await page.goto(`/admin/collections/projects/${project.id}`)
  await untilHydrated(page.locator('#live-preview-toggler'))
  // Payload keeps the preview's open state as a preference of the account, on every device.
  await openLivePreview(page)
  await expect(page.locator('#live-preview-iframe')).toBeVisible()

  await page.setViewportSize({ width: 375, height: 812 })
  await page.goto(`/admin/collections/projects/${project.id}`)
  await untilHydrated(page.locator('#field-title'))
  await expect(page.locator('#field-title')).toBeInViewport()
  await expect(page.locator('#live-preview-iframe')).toBeHidden()
})
