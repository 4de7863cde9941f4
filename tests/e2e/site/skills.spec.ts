import { expect, test, type Page } from '@playwright/test'

import type { SkillDto } from '../../../src/shared/apiTypes'
import {
  apiSkills,
  collectConsole,
  DESKTOP,
  PHONE,
  readPresence,
  rewriteJson,
  timeControlChange,
  watchPresence,
} from './helpers'

test.use({ viewport: DESKTOP })

const levelLabel = (level: number) =>
  level >= 90 ? 'Expert' : level >= 75 ? 'Advanced' : level >= 60 ? 'Intermediate' : 'Beginner'
const countMatching = (skills: SkillDto[], term: string, category = 'All') =>
  skills.filter(
    (s) =>
      (category === 'All' || s.category === category) &&
      [s.name, s.description, s.category].some((v) => v.toLowerCase().includes(term.toLowerCase())),
  ).length
const plural = (n: number) => `${n} ${n === 1 ? 'skill' : 'skills'}`
const results = (page: Page) => page.getByRole('heading', { level: 2, name: /^Showing|^Loading/ })

test.describe('Skills', () => {
  test('lists every skill after 8 skeletons, with level label, progress bar, percentage and category', async ({
    page,
    request,
  }) => {
    const skills = await apiSkills(request)
    await watchPresence(page, ['[data-testid="skill-skeleton"]'])
    await page.goto('/skills')
    await expect(page.getByRole('heading', { level: 1, name: 'Skills & Expertise' })).toBeVisible()
    await expect(results(page)).toHaveText(`Showing ${plural(skills.length)}`)
    await expect(page.getByTestId('skill-card')).toHaveCount(skills.length)
    const skeletons = (await readPresence(page))['[data-testid="skill-skeleton"]']
    expect(skeletons.most).toBe(8)
    expect(skeletons.hidden! - skeletons.shown!).toBeGreaterThanOrEqual(290)

    for (const skill of [skills[0], skills.find((s) => s.level < 75) ?? skills[1]]) {
      const card = page
        .getByTestId('skill-card')
        .filter({ has: page.getByRole('heading', { name: skill.name, exact: true }) })
      await expect(card.getByText(levelLabel(skill.level), { exact: true })).toBeVisible()
      await expect(card.getByText(`${skill.level}%`)).toBeVisible()
      await expect(card.getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        String(skill.level),
      )
      await expect(card.getByText(skill.category, { exact: true })).toBeVisible()
      await expect(card.getByText(skill.description)).toBeVisible()
    }
  })

  test('waits until the list is in view, then shows skeletons for about 300 ms', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 300 })
    await page.goto('/skills')
    await expect(page.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible()
    await page.waitForTimeout(900)
    // Still off-screen: the skeletons stay.
    await expect(page.getByTestId('skill-skeleton')).toHaveCount(8)
    await page.locator('.skills-list').scrollIntoViewIfNeeded()
    const seen = Date.now()
    await expect(page.getByTestId('skill-card').first()).toBeVisible()
    expect(Date.now() - seen).toBeGreaterThanOrEqual(200)
  })

  test('offers All, Frontend, Backend, Server, Cloud, General, each with its count', async ({
    page,
    request,
  }) => {
    const skills = await apiSkills(request)
    await page.goto('/skills')
    const select = page.getByLabel('Category')
    const expected = ['All', 'Frontend', 'Backend', 'Server', 'Cloud', 'General'].map(
      (name) =>
        `${name} (${name === 'All' ? skills.length : skills.filter((s) => s.category === name).length})`,
    )
    await expect(select.locator('option')).toHaveText(expected)

    const timeline = await timeControlChange(
      page,
      { selector: '#skills-category', value: 'Backend' },
      {
        skeletons: { selector: '[data-testid="skill-skeleton"]' },
        cards: { selector: '[data-testid="skill-skeleton"]', absent: true, after: 'skeletons' },
      },
    )
    expect(timeline.cards! - timeline.skeletons!).toBeGreaterThanOrEqual(290)
    const backend = countMatching(skills, '', 'Backend')
    await expect(results(page)).toHaveText(`Showing ${plural(backend)} in Backend`)
    await expect(page.getByTestId('skill-card')).toHaveCount(backend)
  })

  test('search waits 500 ms after typing, with a spinner meanwhile, then 300 ms of skeletons', async ({
    page,
    request,
  }) => {
    const skills = await apiSkills(request)
    await page.goto('/skills')
    await expect(page.getByTestId('skill-card')).toHaveCount(skills.length)
    const expected = countMatching(skills, 'script')
    const timeline = await timeControlChange(
      page,
      { selector: '#skills-search', value: 'script' },
      {
        spinner: { selector: '[role="status"][aria-label="Searching"]' },
        applied: { selector: '.skills-results', text: `Showing ${plural(expected)} for "script"` },
        skeletons: { selector: '[data-testid="skill-skeleton"]' },
        cardsBack: { selector: '[data-testid="skill-skeleton"]', absent: true, after: 'skeletons' },
        spinnerGone: {
          selector: '[role="status"][aria-label="Searching"]',
          absent: true,
          after: 'spinner',
        },
      },
    )
    expect(timeline.spinner).not.toBeNull()
    // Shown while the search waits (how soon depends on the machine's load, not the site).
    expect(timeline.spinner!).toBeLessThan(timeline.applied!)
    expect(timeline.applied!).toBeGreaterThanOrEqual(495)
    expect(timeline.skeletons!).toBeGreaterThanOrEqual(495)
    expect(timeline.spinnerGone!).toBeGreaterThanOrEqual(495)
    expect(timeline.cardsBack! - timeline.skeletons!).toBeGreaterThanOrEqual(290)
    await expect(page.getByTestId('skill-card')).toHaveCount(expected)
    await expect(page.getByTestId('skill-skeleton')).toHaveCount(0)

    await page.getByLabel('Category').selectOption('Frontend')
    await expect(results(page)).toHaveText(
      `Showing ${plural(countMatching(skills, 'script', 'Frontend'))} in Frontend for "script"`,
    )
  })

  test('No skills found: Clear search empties the box, View all skills also resets the category', async ({
    page,
  }) => {
    await page.goto('/skills')
    await page.getByLabel('Category').selectOption('Cloud')
    await page.getByPlaceholder('Search skills...').fill('zzzz-nothing')
    await expect(page.getByText('No skills found')).toBeVisible()
    await expect(results(page)).toHaveText('Showing 0 skills in Cloud for "zzzz-nothing"')

    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(page.getByPlaceholder('Search skills...')).toHaveValue('')
    await expect(results(page)).toHaveText(/in Cloud$/)
    await expect(page.getByLabel('Category')).toHaveValue('Cloud')

    await page.getByPlaceholder('Search skills...').fill('zzzz-nothing')
    await page.getByRole('button', { name: 'View all skills' }).click()
    await expect(page.getByPlaceholder('Search skills...')).toHaveValue('')
    await expect(page.getByLabel('Category')).toHaveValue('All')
    await expect(page.getByTestId('skill-card').first()).toBeVisible()
  })

  test('a failed load logs "Failed to load skills" and shows an empty list', async ({ page }) => {
    const errors = collectConsole(page)
    await page.route(/\/api\/skills/, (route) =>
      route.fulfill({ status: 500, json: { error: { status: 500, code: 'x', message: 'boom' } } }),
    )
    await page.goto('/skills')
    await expect(results(page)).toHaveText('Showing 0 skills')
    await expect(page.getByTestId('skill-card')).toHaveCount(0)
    await expect(page.getByTestId('skill-skeleton')).toHaveCount(0)
    expect(errors.some((text) => text.includes('Failed to load skills'))).toBe(true)
  })

  test('ends with a Get In Touch call to action', async ({ page }) => {
    await page.goto('/skills')
    // Scrolling to the link brings the list into view, which then replaces its 8 skeletons with
    // every skill (the spec's 300 ms) and pushes the link down: a click aimed before that lands
    // on a skill card (seen once in a fresh-clone run). A visitor clicks what is there once the
    // list has settled, and so does the test.
    const cta = page.getByRole('link', { name: 'Get In Touch' })
    await cta.scrollIntoViewIfNeeded()
    await expect(page.getByTestId('skill-skeleton')).toHaveCount(0)
    await expect(page.getByTestId('skill-card').first()).toBeVisible()
    await cta.click()
    await expect(page).toHaveURL(/\/contact$/)
  })

  for (const viewport of [DESKTOP, PHONE]) {
    test(`skill names are shown whole, never cut with an ellipsis (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const names = ['PostgreSQL', 'Microsoft Azure Functions', 'Kubernetesoperatorframework']
      await rewriteJson<{ data: SkillDto[] }>(page, /\/api\/skills\?/, (body) => ({
        ...body,
        // Level 70 gives the longest badge, 'Intermediate'.
        data: [
          ...names.map((name, index) => ({
            ...body.data[0]!,
            id: 9000 + index,
            slug: `long-${index}`,
            name,
            level: 70,
          })),
          ...body.data,
        ],
      }))
      await page.goto('/skills')
      await page.locator('.skills-list').scrollIntoViewIfNeeded()
      for (const name of names) {
        // The seeded site has a PostgreSQL of its own.
        const heading = page.getByRole('heading', { level: 3, name, exact: true }).first()
        await expect(heading).toBeVisible()
        const cut = await heading.evaluate(
          (element) =>
            element.scrollWidth > element.clientWidth ||
            getComputedStyle(element).textOverflow === 'ellipsis',
        )
        expect(cut, name).toBe(false)
        // Nor does it run out of its card.
        const card = await page
          .getByTestId('skill-card')
          .filter({ has: heading })
          .first()
          .boundingBox()
        const box = await heading.boundingBox()
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(card!.x + card!.width)
      }
    })
  }
})
