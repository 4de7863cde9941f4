import { expect, test, type Page } from '@playwright/test'

import { sampleProjects } from '../../../src/shared/sampleData/sampleProjects'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { apiPersonalInfo, apiProjects, apiSkills, DESKTOP, PIXEL_PNG } from '../site/helpers'
import { cachedUrls, waitForCachedApi, waitForServiceWorker } from './helpers'

/**
 * Offline use against the production server: a visitor who has seen the site once opens it again
 * with the network off. What the pages show must be the CMS content from the worker's caches —
 * without them the pages would fall back to the built-in samples or empty lists.
 */
test.use({ serviceWorkers: 'allow', viewport: DESKTOP })

const OFFLINE_NOTICE = 'You’re offline — showing saved content'

const expectContent = async (page: Page, path: string, content: (page: Page) => Promise<void>) => {
  const response = await page.goto(path)
  expect(response?.fromServiceWorker(), `${path} comes from the service worker`).toBe(true)
  await content(page)
}

test('after one visit online, /, /projects, a project and /skills open offline with their content', async ({
  page,
  context,
  request,
}) => {
  const [info, projects, skills] = await Promise.all([
    apiPersonalInfo(request),
    apiProjects(request),
    apiSkills(request),
  ])
  // A project the fallback (the owner's first project, sample 1 on this seeded site) would not show.
  const project = projects.find((p) => p.title !== sampleProjects[0].title)!
  const skillsHeading = `Showing ${skills.length} ${skills.length === 1 ? 'skill' : 'skills'}`

  const home = async (p: Page) => {
    await expect(p.getByRole('heading', { level: 1, name: info.name })).toBeVisible()
    await expect(
      p.getByRole('region', { name: 'Featured Projects' }).getByTestId('project-card').first(),
    ).toBeVisible()
  }
  const list = async (p: Page) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Featured Projects' })).toBeVisible()
    await expect(p.getByTestId('project-card')).toHaveCount(projects.length)
  }
  const detail = async (p: Page) => {
    await expect(p.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
  }
  const skillList = async (p: Page) => {
    await expect(p.getByRole('heading', { level: 1, name: 'Skills & Expertise' })).toBeVisible()
    await p.locator('.skills-list').scrollIntoViewIfNeeded()
    await expect(p.getByRole('heading', { level: 2, name: skillsHeading })).toBeVisible()
  }

  // Online: the first page installs the worker, which takes the page over; then a look around.
  await page.goto('/')
  await home(page)
  await waitForServiceWorker(page)
  await waitForCachedApi(page, '/api/personal-info')
  for (const [path, content] of [
    ['/projects', list],
    [`/projects/${project.id}`, detail],
    ['/skills', skillList],
  ] as const) {
    await page.goto(path)
    await content(page)
  }
  await waitForCachedApi(page, '/api/skills')
  await expect(page.getByTestId('offline-notice')).toHaveText('')

  // Offline: every page reloads from the caches, with the notice.
  await context.setOffline(true)
  for (const [path, content] of [
    ['/', home],
    ['/projects', list],
    [`/projects/${project.id}`, detail],
    ['/skills', skillList],
  ] as const) {
    await expectContent(page, path, content)
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  }

  // Back online: the next page has no notice. (Debian's Chromium 150 fires no 'online' event in
  // a page that was loaded while the context was offline, so the page is reloaded online.)
  await context.setOffline(false)
  await page.goto('/')
  await home(page)
  await expect(page.getByTestId('offline-notice')).toHaveText('')
})

test('when the server cannot be reached, saved content shows with the notice', async ({
  page,
  context,
  request,
}) => {
  const projects = await apiProjects(request)
  await page.goto('/projects')
  await expect(page.getByTestId('project-card')).toHaveCount(projects.length)
  await waitForServiceWorker(page)
  await waitForCachedApi(page, '/api/projects')

  // The browser still believes it is online; only the API fails (context routes see the worker's requests).
  await context.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.reload()
  await expect(page.getByTestId('project-card')).toHaveCount(projects.length)
  await expect(page.getByRole('status')).toHaveText(OFFLINE_NOTICE)
})

test('an uploaded picture seen once shows offline (cache first)', async ({
  page,
  context,
  request,
}) => {
  const login = await request.post('/cms-api/users/login', { data: TEST_ADMIN })
  const auth = { Authorization: `JWT ${(await login.json()).token}` }
  const upload = await request.post('/cms-api/media', {
    headers: auth,
    multipart: {
      file: { name: `pwa-offline-${Date.now()}.png`, mimeType: 'image/png', buffer: PIXEL_PNG },
      _payload: JSON.stringify({ alt: 'Offline probe' }),
    },
  })
  expect(upload.ok()).toBe(true)
  const media = (await upload.json()).doc as { id: number; url: string }
  const src = new URL(media.url).pathname
  try {
    await page.goto('/')
    await waitForServiceWorker(page)
    const showPicture = () =>
      page.evaluate(
        (url) =>
          new Promise<number>((resolve) => {
            const img = new Image()
            img.onload = () => resolve(img.naturalWidth)
            img.onerror = () => resolve(0)
            img.src = url
            document.body.append(img)
          }),
        src,
      )
    expect(await showPicture()).toBe(1)
    await expect
      .poll(async () => (await cachedUrls(page)).images ?? [])
      .toContainEqual(expect.stringContaining(src))

    await context.setOffline(true)
    await page.reload()
    const answered = page.waitForResponse((response) => response.url().endsWith(src))
    expect(await showPicture()).toBe(1)
    expect((await answered).fromServiceWorker()).toBe(true)
  } finally {
    await context.setOffline(false)
    await request.delete(`/cms-api/media/${media.id}`, { headers: auth })
  }
})

test('the worker keeps no admin, credentialed or CMS answers, and leaves admin pages to the server', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await waitForCachedApi(page, '/api/personal-info')
  await page.evaluate(async () => {
    await fetch('/api/projects?page=1&limit=100&as=admin', {
      headers: { Authorization: 'Bearer not-a-token' },
    })
    await fetch('/api/projects/all')
    await fetch('/api/health')
    await fetch('/cms-api/users/me', { credentials: 'include' })
  })

  for (const path of ['/admin', '/sitemap.xml', '/robots.txt']) {
    const response = await page.goto(path)
    expect(response?.fromServiceWorker(), `${path} is answered by the server`).toBe(false)
  }

  const cached = Object.values(await cachedUrls(page))
    .flat()
    .map((url) => new URL(url).pathname + new URL(url).search)
  expect(cached.filter((url) => /^\/(admin|_next|cms-api\/(?!media\/file\/))/.test(url))).toEqual(
    [],
  )
  expect(cached.filter((url) => /as=admin|\/all\b|\/health/.test(url))).toEqual([])
})
