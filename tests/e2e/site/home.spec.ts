import { expect, test } from '@playwright/test'

import {
  apiPersonalInfo,
  apiProjects,
  DESKTOP,
  PIXEL_PNG,
  readPresence,
  watchPresence,
} from './helpers'

test.use({ viewport: DESKTOP })

test.describe('Home', () => {
  test('shows skeletons for 600 ms, then the profile card with stats, links and buttons', async ({
    page,
    request,
  }) => {
    const info = await apiPersonalInfo(request)
    const skeletons = [
      '[data-testid="profile-skeleton"]',
      '[data-testid="tech-skeleton"]',
      '[data-testid="project-skeleton"]',
    ]
    await watchPresence(page, skeletons)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: info.name })).toBeVisible()
    await expect(page.getByTestId('profile-skeleton')).toHaveCount(0)
    const presence = await readPresence(page)
    for (const selector of skeletons) {
      const { shown, hidden } = presence[selector]
      expect(shown, selector).not.toBeNull()
      expect(hidden! - shown!, selector).toBeGreaterThanOrEqual(580)
    }

    const card = page.locator('.profile-card')
    await expect(card.getByText(info.title, { exact: true })).toBeVisible()
    await expect(card.getByText(info.location)).toBeVisible()
    await expect(card.getByText(info.bio)).toBeVisible()
    for (const [label, value] of [
      ['Projects', `${info.stats.projectCount}+`],
      ['Years', `${info.stats.yearsExperience}+`],
      ['Passionate', `${info.stats.passionLevel}%`],
    ]) {
      const stat = card.locator('.profile-card__stat', {
        has: page.getByText(label, { exact: true }),
      })
      await expect(stat).toContainText(value)
    }
    const github = card.getByRole('link', { name: /GitHub/ })
    await expect(github).toHaveAttribute('href', info.githubUrl)
    await expect(github).toHaveAttribute('target', '_blank')
    await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      info.linkedinUrl,
    )
    await expect(card.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${info.email}`,
    )

    await card.getByRole('link', { name: 'More about me' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await page.goBack()
    await page.locator('.profile-card').getByRole('link', { name: 'View Work' }).click()
    await expect(page).toHaveURL(/\/projects$/)
  })

  test('Tech Stack lists MongoDB, Node.js, React, NestJS, Git, TypeScript with stars and "10 projects"', async ({
    page,
    request,
  }) => {
    const skills = await (await request.get('/api/skills?limit=100')).json()
    const levelOf = (name: string) =>
      skills.data.find((s: { name: string }) => s.name === name).level as number
    await page.goto('/')
    const cards = page.getByTestId('tech-card')
    await expect(cards).toHaveCount(6)
    await expect(cards.locator('h3')).toHaveText([
      'MongoDB',
      'Node.js',
      'React',
      'NestJS',
      'Git',
      'TypeScript',
    ])
    for (const name of ['MongoDB', 'React', 'TypeScript']) {
      const card = cards.filter({ hasText: name })
      await expect(card.getByText('10 projects')).toBeVisible()
      const stars = Math.floor(levelOf(name) / 20)
      await expect(card.getByRole('img', { name: `${stars} out of 5 stars` })).toBeVisible()
      await expect(card.locator('[data-filled="true"]')).toHaveCount(stars)
    }
  })

  test('Featured Projects shows at most four featured projects, each opening its page', async ({
    page,
    request,
  }) => {
    const projects = await apiProjects(request)
    const featured = projects.filter((project) => project.featured)
    const expected = (featured.length >= 2 ? featured : projects)
      .slice(0, 4)
      .map((project) => project.title)
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Featured Projects' })
    await expect(section.getByTestId('project-card')).toHaveCount(expected.length)
    await expect(section.getByTestId('project-card').locator('h3')).toHaveText(expected)
    await section.getByTestId('project-card').first().click()
    await expect(page).toHaveURL(
      new RegExp(`/projects/${projects.find((p) => p.title === expected[0])?.id}$`),
    )
  })

  test('falls back to the first four projects when fewer than two are featured', async ({
    page,
  }) => {
    await page.route(/\/api\/projects\?/, async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data = body.data.map((project: { featured: boolean }, index: number) => ({
        ...project,
        featured: index === 2,
      }))
      await route.fulfill({ response, json: body })
    })
    await page.goto('/')
    const titles = page
      .getByRole('region', { name: 'Featured Projects' })
      .getByTestId('project-card')
      .locator('h3')
    await expect(titles).toHaveCount(4)
    await expect(titles.first()).toHaveText('E-Commerce Platform')
  })

  test("ends with Let's Create Something Epic, Get In Touch and the footer quote for this year", async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: "Let's Create Something Epic" })).toBeVisible()
    const footer = page.locator('footer')
    await expect(footer).toContainText(String(new Date().getFullYear()))
    await expect(footer.locator('blockquote')).toBeVisible()
    await page.getByRole('link', { name: 'Get In Touch' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  test('avatar tries /profile.png, /profile.jpg, /profile.svg 200 ms apart, then shows initials silently', async ({
    page,
  }) => {
    const tries: { path: string; at: number }[] = []
    await page.route(/\/profile\.(png|jpg|svg)$/, async (route) => {
      tries.push({ path: new URL(route.request().url()).pathname, at: Date.now() })
      await route.fulfill({ status: 404, body: 'missing' })
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    const avatar = page.locator('.profile-card').getByTestId('avatar')
    await expect(avatar.getByRole('img', { name: 'Alex Morgan' })).toHaveText('AM')
    expect(tries.map((t) => t.path)).toEqual(['/profile.png', '/profile.jpg', '/profile.svg'])
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(190)
    expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(190)
    await expect(avatar.locator('img')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('avatar uses the first profile picture that loads', async ({ page }) => {
    await page.route('**/profile.png', (route) => route.fulfill({ status: 404, body: '' }))
    await page.route('**/profile.jpg', (route) =>
      route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }),
    )
    await page.goto('/')
    const image = page.locator('.profile-card').getByTestId('avatar').locator('img')
    await expect(image).toHaveAttribute('src', '/profile.jpg')
    await expect(image).toHaveAttribute('alt', 'Alex Morgan')
  })
})
