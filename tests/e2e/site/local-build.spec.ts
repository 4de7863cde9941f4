import { expect, test } from '@playwright/test'

import { sampleEducation } from '../../../src/shared/sampleData/sampleEducation'
import { sampleExperiences } from '../../../src/shared/sampleData/sampleExperiences'
import { samplePosts } from '../../../src/shared/sampleData/samplePosts'
import { sampleProjects } from '../../../src/shared/sampleData/sampleProjects'
import { sampleSkills } from '../../../src/shared/sampleData/sampleSkills'
import { LOCAL_SITE } from '../specSites'
import { DESKTOP } from './helpers'
import { startStaticServer, type StaticServer } from './static-server'

/**
 * The browser-local build (VITE_DATA_SOURCE=local, spec reading B) deployed as plain static files:
 * built before the specs (specSites.ts), served by a bare static server, and never calling an API.
 */

let server: StaticServer
const apiRequests: string[] = []

test.use({ viewport: DESKTOP })

test.beforeAll(async () => {
  server = await startStaticServer(LOCAL_SITE)
})

test.afterAll(async () => {
  await server?.close()
})

test.beforeEach(async ({ page }) => {
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api')) apiRequests.push(request.url())
  })
})

test.afterEach(() => {
  expect(apiRequests).toEqual([])
  expect(server.requests.filter((p) => p.startsWith('/api'))).toEqual([])
})

test('the home page shows the built-in profile, tech stack and featured projects', async ({
  page,
}) => {
  await page.goto(`${server.url}/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible()
  await expect(page.getByTestId('tech-card')).toHaveCount(6)
  await expect(
    page.getByRole('region', { name: 'Featured Projects' }).getByTestId('project-card'),
  ).toHaveCount(4)
})

test('skills come from the built-in list, with counts per category', async ({ page }) => {
  await page.goto(`${server.url}/skills`)
  await expect(
    page.getByRole('heading', { level: 2, name: `Showing ${sampleSkills.length} skills` }),
  ).toBeVisible()
  const backend = sampleSkills.filter((s) => s.category === 'Backend').length
  await expect(page.getByLabel('Category').locator('option').nth(2)).toHaveText(
    `Backend (${backend})`,
  )
  await page.getByPlaceholder('Search skills...').fill('docker')
  await expect(page.getByRole('heading', { level: 2, name: /for "docker"/ })).toBeVisible()
})

test('projects and project pages use the five samples; unknown ids fall back to project 1', async ({
  page,
}) => {
  await page.goto(`${server.url}/projects`)
  await expect(page.getByTestId('project-card')).toHaveCount(sampleProjects.length)
  await page.goto(`${server.url}/projects/2`)
  await expect(page.getByRole('heading', { level: 1, name: sampleProjects[1].title })).toBeVisible()
  await page.goto(`${server.url}/projects/${sampleProjects[2].slug}`)
  await expect(page).toHaveURL(/\/projects\/3$/)
  await page.goto(`${server.url}/projects/77`)
  await expect(page.getByRole('heading', { level: 1, name: sampleProjects[0].title })).toBeVisible()
})

test('about seeds experiences and education into localStorage on first read', async ({ page }) => {
  await page.goto(`${server.url}/about`)
  await expect(
    page.getByRole('list', { name: 'Professional experience' }).locator(':scope > li'),
  ).toHaveCount(sampleExperiences.length)
  const stored = await page.evaluate(() => ({
    experiences: JSON.parse(localStorage.getItem('experiences') ?? 'null'),
    education: JSON.parse(localStorage.getItem('education') ?? 'null'),
  }))
  expect(stored.experiences).toEqual(sampleExperiences)
  expect(stored.education).toEqual(sampleEducation)
})

test('records stored in the browser are what the page shows', async ({ page }) => {
  await page.goto(`${server.url}/about`)
  await page.evaluate((experiences) => {
    localStorage.setItem(
      'experiences',
      JSON.stringify([
        { ...experiences[0], deleted: true },
        { ...experiences[1], title: 'Edited In Browser' },
      ]),
    )
  }, sampleExperiences)
  await page.reload()
  const entries = page.getByRole('list', { name: 'Professional experience' }).locator(':scope > li')
  await expect(entries).toHaveCount(1)
  await expect(entries.first()).toContainText('Edited In Browser')
})

test('the contact form keeps inquiries in localStorage', async ({ page }) => {
  await page.goto(`${server.url}/contact`)
  await page.getByLabel('Name', { exact: true }).fill('Local Lou')
  await page.getByLabel('Email', { exact: true }).fill('lou@example.com')
  await page.getByLabel('Message', { exact: true }).fill('Hello from a static host')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible()
  const inquiries = await page.evaluate(() => JSON.parse(localStorage.getItem('inquiries') ?? '[]'))
  expect(inquiries).toHaveLength(1)
  expect(inquiries[0]).toMatchObject({
    id: 1,
    name: 'Local Lou',
    email: 'lou@example.com',
    read: false,
  })
  expect(new Date(inquiries[0].timestamp).toISOString()).toBe(inquiries[0].timestamp)
})

test('the writing pages show the two sample posts, with the dock link and Home’s latest', async ({
  page,
}) => {
  await page.goto(`${server.url}/`)
  const latest = page.getByRole('region', { name: 'Latest Posts' })
  await expect(latest.getByTestId('post-card')).toHaveCount(samplePosts.length)
  await page.locator('a[data-dock="Writing"]').click()
  await expect(page).toHaveURL(/\/writing$/)
  const cards = page.getByTestId('post-card')
  await expect(cards.getByRole('heading')).toHaveText(samplePosts.map((post) => post.title))
  await page.getByLabel('Tag', { exact: true }).selectOption('case-study')
  await expect(page).toHaveURL(/\/writing\?tag=case-study$/)
  await expect(cards.getByRole('heading')).toHaveText([samplePosts[1]!.title])

  await page.goto(`${server.url}/writing/${samplePosts[0]!.slug}`)
  const code = page.locator('pre > code')
  await expect(code.locator('span.tok--keyword').first()).toHaveText('export')
  await expect(page.getByTestId('previous-post')).toHaveAttribute(
    'href',
    `/writing/${samplePosts[1]!.slug}`,
  )
  // The other sample is about a sample project, whose page lists it.
  await page.goto(`${server.url}/projects/${samplePosts[1]!.projects[0]!.id}`)
  await expect(
    page.getByRole('region', { name: 'Posts About This Project' }).getByTestId('post-card'),
  ).toHaveCount(1)
})

test('unknown paths get the 404 page from the static fallback', async ({ page }) => {
  await page.goto(`${server.url}/nowhere`)
  await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible()
})
