import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import type { ProjectDto } from '../../../src/shared/apiTypes'
import { sampleProjects } from '../../../src/shared/sampleData/sampleProjects'
import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startServerOnCopy } from '../../helpers/testCluster'
import type { TestServer } from '../../helpers/testServer'
import { DESKTOP, PHONE } from './helpers'

/**
 * A new owner's first hour (issue 28), on a site of its own started with SEED_SAMPLES=false: the
 * owner publishes a profile without an e-mail or phone and one project, then deletes the project.
 * Nothing of the samples may show, and nothing the owner left empty may leave an empty box.
 */
// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' })

let server: TestServer
let deleted: ProjectDto
const OWNER = 'Sam Rivera'

const at = (path: string) => `${server.baseURL}${path}`

test.beforeAll(async ({ request }) => {
  const port = await freePort()
  server = await startServerOnCopy(process.env.E2E_CLUSTER_URL, {
    name: `test-e2e-new-owner-${port}`,
    port,
    empty: true,
    env: { SEED_SAMPLES: 'false' },
  })
  const login = await request.post(at('/api/auth/login'), { data: TEST_ADMIN })
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` }
  // The first save of a profile starts from nothing: the name and title are required…
  const nameOnly = await request.put(at('/api/personal-info'), { headers, data: { name: OWNER } })
  expect(nameOnly.status(), await nameOnly.text()).toBe(400)
  expect((await nameOnly.json()).error.fields).toHaveProperty('title')
  const profile = await request.put(at('/api/personal-info'), {
    headers,
    data: { name: OWNER, title: 'Product Engineer', location: 'Lisbon', email: '', phone: '' },
  })
  expect(profile.status(), await profile.text()).toBe(200)
  // …and nothing of the built-in sample profile comes with them.
  expect((await profile.json()).data).toMatchObject({ bio: '', about: '', githubUrl: '' })
  const created = await request.post(at('/api/projects'), {
    headers,
    data: { title: 'Only Project', description: 'The one thing so far.', category: 'Web App' },
  })
  expect(created.status(), await created.text()).toBe(201)
  deleted = (await created.json()).data as ProjectDto
  const removed = await request.delete(at(`/api/projects/slug/${deleted.slug}`), { headers })
  expect(removed.status(), await removed.text()).toBeLessThan(300)
})

test.afterAll(async () => {
  await server?.stop()
})

const expectNoSamples = async (page: Page) => {
  for (const sample of sampleProjects)
    await expect(page.getByText(sample.title, { exact: false })).toHaveCount(0)
}

test.use({ viewport: DESKTOP })

test("a deleted project's address is an honest not-found, never a sample project", async ({
  page,
}) => {
  const response = await page.goto(at(`/projects/${deleted.id}`))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: /Not Found/ })).toBeVisible()
  await expect(page.getByTestId('project-not-found')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Live Demo|Source Code/ })).toHaveCount(0)
  await expectNoSamples(page)
  await expect(page).toHaveTitle(/^Page Not Found \| /)
})

test('with the API unreachable, a project address still shows no sample', async ({ page }) => {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'))
  await page.goto(at('/projects/1'))
  await expect(page.getByRole('heading', { level: 1, name: /Not Found/ })).toBeVisible()
  await expectNoSamples(page)
})

const axeViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .setLegacyMode(true)
      .analyze()
  ).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(', ')}`)

for (const colorScheme of ['dark', 'light'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`contact shows only the details the owner gave, no empty link (${colorScheme}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
      await page.goto(at('/contact'))
      await expect(page.getByTestId('contact-location')).toContainText('Lisbon')
      await expect(page.getByTestId('contact-email')).toHaveCount(0)
      await expect(page.getByTestId('contact-phone')).toHaveCount(0)
      await expect(page.locator('a[href="mailto:"], a[href="tel:"]')).toHaveCount(0)
      expect(await axeViolations(page)).toEqual([])
    })
  }
}

test('pages say nothing is there yet, without search words or headings over empty sections', async ({
  page,
}) => {
  await page.goto(at('/projects'))
  await expect(page.getByText('No projects yet')).toBeVisible()
  await expect(page.getByText(/Nothing matches your search/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Clear search' })).toHaveCount(0)
  // A search that finds nothing is still told so.
  await page.getByPlaceholder('Search projects...').fill('rust')
  await expect(page.getByText(/Nothing matches your search/)).toBeVisible()

  await page.goto(at('/about'))
  await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible()
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0)
  // No introduction written yet: the stats alone, no empty text block above them.
  await expect(page.locator('.about__text')).toHaveCount(0)
  await expect(page.locator('.about__stats')).toBeVisible()
  for (const heading of ['Professional Experience', 'Education', "When I'm Not Coding"])
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0)

  await page.goto(at('/'))
  await expect(page.getByRole('heading', { level: 1, name: OWNER })).toBeVisible()
  await expect(page.locator('.skeleton')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Featured Projects' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Tech Stack' })).toHaveCount(0)
  await expect(page.locator('a[href="mailto:"]')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: "Let's Create Something Epic" })).toBeVisible()
})
