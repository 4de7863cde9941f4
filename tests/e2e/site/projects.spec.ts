import { expect, test } from '@playwright/test'

import type { ProjectDto } from '../../../src/shared/apiTypes'
import { apiProjects, DESKTOP, readPresence, timeControlChange, watchPresence } from './helpers'

test.use({ viewport: DESKTOP })

const matching = (projects: ProjectDto[], term: string) =>
  projects.filter((p) =>
    [p.title, p.description, ...p.technologies].some((v) =>
      v.toLowerCase().includes(term.toLowerCase()),
    ),
  )

test.describe('Projects', () => {
  test('shows 6 skeletons for 600 ms, then every project as a card', async ({ page, request }) => {
    const projects = await apiProjects(request)
    await watchPresence(page, ['[data-testid="project-skeleton"]'])
    await page.goto('/projects')
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Projects' })).toBeVisible()
    await expect(page.getByTestId('project-card')).toHaveCount(projects.length)
    const { shown, hidden, most } = (await readPresence(page))['[data-testid="project-skeleton"]']
    expect(most).toBe(6)
    expect(hidden! - shown!).toBeGreaterThanOrEqual(580)
  })

  test('cards show picture, title, category, Featured badge, description and 3 technologies + N more', async ({
    page,
    request,
  }) => {
    const project = (await apiProjects(request)).find((p) => p.slug === 'e-commerce-platform')!
    await page.goto('/projects')
    const card = page
      .getByTestId('project-card')
      .filter({ has: page.getByRole('heading', { name: project.title }) })
    await expect(card.getByRole('img', { name: project.title })).toHaveText(
      project.gallery[0] ?? project.image,
    )
    await expect(card.getByText(project.category, { exact: true })).toBeVisible()
    await expect(card.getByText('Featured', { exact: true })).toBeVisible()
    await expect(card.getByText(project.description)).toBeVisible()
    await expect(card.getByRole('list', { name: 'Technologies' }).locator('li')).toHaveText([
      ...project.technologies.slice(0, 3),
      `+${project.technologies.length - 3} more`,
    ])
    await card.click()
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
  })

  test('cards without the Featured flag have no badge; short technology lists have no "+N more"', async ({
    page,
  }) => {
    await page.route(/\/api\/projects\?/, async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data[0] = { ...body.data[0], featured: false, technologies: ['Go', 'Redis'] }
      await route.fulfill({ response, json: body })
    })
    await page.goto('/projects')
    const first = page.getByTestId('project-card').first()
    await expect(first.getByRole('list', { name: 'Technologies' }).locator('li')).toHaveText([
      'Go',
      'Redis',
    ])
    await expect(first.getByText('Featured', { exact: true })).toHaveCount(0)
  })

  test('search matches title, description or any technology after a 500 ms pause', async ({
    page,
    request,
  }) => {
    const projects = await apiProjects(request)
    await page.goto('/projects')
    await expect(page.getByTestId('project-card')).toHaveCount(projects.length)

    const byTechnology = matching(projects, 'stripe')
    const timeline = await timeControlChange(
      page,
      { selector: '#projects-search', value: 'stripe' },
      {
        spinner: { selector: '[role="status"][aria-label="Searching"]' },
        skeletons: { selector: '[data-testid="project-skeleton"]' },
        results: { selector: '[data-testid="project-skeleton"]', absent: true, after: 'skeletons' },
      },
    )
    // Shown while the search waits (how soon depends on the machine's load, not the site).
    expect(timeline.spinner!).toBeLessThan(timeline.skeletons!)
    expect(timeline.skeletons!).toBeGreaterThanOrEqual(495)
    expect(timeline.results! - timeline.skeletons!).toBeGreaterThanOrEqual(290)
    await expect(page.getByTestId('project-card').locator('h2')).toHaveText(
      byTechnology.map((p) => p.title),
    )

    const box = page.getByPlaceholder('Search projects...')
    await box.fill('AUCTION')
    await expect(page.getByTestId('project-card').locator('h2')).toHaveText(
      matching(projects, 'auction').map((p) => p.title),
    )
    await box.fill('kanban')
    await expect(page.getByTestId('project-card').locator('h2')).toHaveText(
      matching(projects, 'kanban').map((p) => p.title),
    )
  })

  test('No projects found offers Clear search and View all projects', async ({ page, request }) => {
    const projects = await apiProjects(request)
    await page.goto('/projects')
    const box = page.getByPlaceholder('Search projects...')
    await box.fill('no-such-project-anywhere')
    await expect(page.getByText('No projects found')).toBeVisible()
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(box).toHaveValue('')
    await expect(page.getByTestId('project-card')).toHaveCount(projects.length)

    await page.goto('/projects?category=Nothing')
    await expect(page.getByText('No projects found')).toBeVisible()
    await page.getByRole('button', { name: 'View all projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.getByTestId('project-card')).toHaveCount(projects.length)
  })

  test('ends with a call to action to /contact', async ({ page }) => {
    await page.goto('/projects')
    await page.getByRole('link', { name: 'Start a Conversation' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
