import { expect, test } from '@playwright/test'

import type { EducationDto, ExperienceDto, InterestDto } from '../../../src/shared/apiTypes'
import { apiList, apiPersonalInfo, DESKTOP } from './helpers'

test.use({ viewport: DESKTOP })

test.describe('About', () => {
  test('header with avatar, About Me and social links; intro with the static stats', async ({
    page,
    request,
  }) => {
    const info = await apiPersonalInfo(request)
    await page.goto('/about')
    const header = page.locator('.about__header')
    await expect(header.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible()
    await expect(header.getByTestId('avatar')).toBeVisible()
    await expect(header.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      info.githubUrl,
    )
    await expect(header.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      info.linkedinUrl,
    )
    await expect(page.getByText(info.about.slice(0, 60))).toBeVisible()
    const stats = page.locator('.about__stat')
    await expect(stats.locator('dd')).toHaveText(['2+', '2', '100%'])
    await expect(stats.locator('dt')).toHaveText(['Years', 'Companies', 'Passionate'])
  })

  test('experience and education timelines and the interests grid', async ({ page, request }) => {
    const experiences = await apiList<ExperienceDto>(request, 'experiences')
    const education = await apiList<EducationDto>(request, 'education')
    const interests = await apiList<InterestDto>(request, 'interests')
    await page.goto('/about')

    const experience = page.getByRole('list', { name: 'Professional experience' })
    await expect(page.getByRole('heading', { name: 'Professional Experience' })).toBeVisible()
    await expect(experience.locator(':scope > li')).toHaveCount(experiences.length)
    for (const item of experiences) {
      const entry = experience.locator(':scope > li', { hasText: item.title })
      await expect(entry).toContainText(item.year)
      await expect(entry).toContainText(item.company)
      await expect(entry).toContainText(item.location)
      await expect(entry).toContainText(item.skills[0])
    }

    const learning = page.getByRole('list', { name: 'Education', exact: true })
    await expect(learning.locator(':scope > li')).toHaveCount(education.length)
    await expect(learning.locator(':scope > li').first()).toContainText(education[0].institution)
    await expect(learning.locator(':scope > li').first()).toContainText(
      education[0].achievements[0],
    )

    await expect(page.getByRole('heading', { name: "When I'm Not Coding" })).toBeVisible()
    const cards = page.getByTestId('interest-card')
    await expect(cards).toHaveCount(interests.length)
    await expect(cards.locator('h3')).toHaveText(interests.map((interest) => interest.title))
    const first = cards.first().locator('.interest-card__icon')
    await expect(first).toHaveText(interests[0].icon)
    expect(await first.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain(
      'linear-gradient',
    )
  })
})
