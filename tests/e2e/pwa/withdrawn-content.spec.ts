import { expect, test } from '@playwright/test'

import { apiProjects, DESKTOP } from '../site/helpers'
import { ownerHeaders } from '../ownerApi'
import { cachedUrls, waitForCachedApi, waitForServiceWorker } from './helpers'

/**
 * Deleted is deleted (issue 28, item 3): a browser that saw a project before, and keeps the site
 * in its service worker's caches and its remembered copy of the owner's content, shows it no more
 * from the next visit on, online or offline.
 */
test.use({ serviceWorkers: 'allow', viewport: DESKTOP })

test('a project deleted since the last visit leaves the caches on the next one', async ({
  page,
  context,
  request,
}) => {
  const [first, second] = await apiProjects(request)
  const headers = await ownerHeaders(request)
  const detailRead = `/api/projects/slug/${first!.slug}`

  // A visit while the project is public: the worker keeps its list, its own read and its page.
  await page.goto(`/projects/${first!.id}`)
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible()
  await waitForServiceWorker(page)
  await page.evaluate((path) => fetch(path), detailRead)
  await waitForCachedApi(page, detailRead)
  await waitForCachedApi(page, '/api/projects?')

  const deleted = await request.delete(detailRead, { headers })
  expect(deleted.status()).toBe(200)
  try {
    // The next visit, online.
    await page.goto('/projects')
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Projects' })).toBeVisible()
    await expect(page.getByRole('heading', { name: first!.title })).toHaveCount(0)
    await expect
      .poll(async () => ((await cachedUrls(page)).api ?? []).map((url) => new URL(url).pathname))
      .not.toContain(detailRead)

    // Its address is not found, and shows the owner's first project now, not the deleted one.
    for (const offline of [false, true]) {
      await context.setOffline(offline)
      await page.goto(`/projects/${first!.id}`)
      await expect(page.getByTestId('project-not-found')).toHaveText(
        `Project not found — showing ${second!.title} instead.`,
      )
      await expect(page.getByText(first!.title)).toHaveCount(0)
    }
  } finally {
    await context.setOffline(false)
    await request.patch(`${detailRead}/restore`, { headers })
  }
})
