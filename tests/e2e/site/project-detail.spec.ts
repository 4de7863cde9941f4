import { expect, test, type Page } from '@playwright/test'

import type { ListResponse, MediaDto, ProjectDto } from '../../../src/shared/apiTypes'
import {
  apiProjects,
  DESKTOP,
  PIXEL_PNG,
  PIXEL_PNG_BASE64,
  readPresence,
  watchPresence,
} from './helpers'

test.use({ viewport: DESKTOP, locale: 'en-US' })

const bySlug = async (page: Page, slug: string): Promise<ProjectDto> =>
  (await apiProjects(page.request)).find((project) => project.slug === slug)!

/** Serves the project list with `change` applied to the project of that slug. */
const withProject = async (
  page: Page,
  slug: string,
  change: (project: ProjectDto) => ProjectDto,
) => {
  await page.route(/\/api\/projects\?/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as ListResponse<ProjectDto>
    body.data = body.data.map((project) => (project.slug === slug ? change(project) : project))
    await route.fulfill({ response, json: body })
  })
}

const fact = (page: Page, name: string) => page.getByTestId(`fact-${name}`)

test.describe('Project detail', () => {
  test('shows everything about the project', async ({ page }) => {
    const project = await bySlug(page, 'e-commerce-platform')
    await watchPresence(page, ['[data-testid="project-detail-skeleton"]'])
    await page.goto(`/projects/${project.id}`)
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
    const skeleton = (await readPresence(page))['[data-testid="project-detail-skeleton"]']
    expect(skeleton.hidden! - skeleton.shown!).toBeGreaterThanOrEqual(580)

    const hero = page.locator('.project-detail__hero')
    await expect(hero.getByText(project.category, { exact: true })).toBeVisible()
    await expect(hero.getByText('Featured', { exact: true })).toBeVisible()
    for (const paragraph of project.longDescription.split('\n\n'))
      await expect(hero.getByText(paragraph)).toBeVisible()

    await expect(fact(page, 'duration')).toContainText('Duration')
    await expect(fact(page, 'duration')).toContainText('3/1/2023 - 9/15/2023')
    await expect(fact(page, 'team-size')).toContainText(`${project.teamSize} members`)

    const technologies = page.getByRole('region', { name: 'Technologies Used' })
    await expect(technologies.locator('li')).toHaveText(project.technologies)
    const features = page.getByRole('region', { name: 'Key Features' })
    await expect(features.locator('li')).toHaveText(project.features)
    const pairs = page.getByTestId('challenge-pair')
    await expect(pairs).toHaveCount(project.challenges.length)
    for (const [index, challenge] of project.challenges.entries()) {
      await expect(pairs.nth(index)).toContainText(challenge)
      await expect(pairs.nth(index)).toContainText(project.solutions[index])
    }

    await expect(
      page.getByRole('heading', { name: 'Interested in similar projects?' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'View More Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await page.goBack()
    await page.getByRole('link', { name: 'Back to Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
  })

  test('falls back: long description, dates, team size, features and solutions', async ({
    page,
  }) => {
    await withProject(page, 'e-commerce-platform', (p) => ({
      ...p,
      longDescription: '',
      startDate: null,
      endDate: null,
      teamSize: null,
      features: [],
      challenges: ['Only one challenge', 'A second one without a solution'],
      solutions: ['Its solution'],
    }))
    const project = await bySlug(page, 'e-commerce-platform')
    await page.goto(`/projects/${project.id}`)
    await expect(page.locator('.project-detail__hero').getByText(project.description)).toBeVisible()
    await expect(fact(page, 'duration')).toContainText(project.technologies.join(', '))
    await expect(fact(page, 'team-size')).toContainText('Tech Stack: Full Stack')
    await expect(page.getByRole('region', { name: 'Key Features' }).locator('li')).toHaveText(
      project.technologies,
    )
    const pairs = page.getByTestId('challenge-pair')
    await expect(pairs.nth(0)).toContainText('Its solution')
    await expect(pairs.nth(1)).toContainText('A second one without a solution')
    await expect(pairs.nth(1)).toContainText(project.description)
  })

  test('Duration says N/A without dates or technologies', async ({ page }) => {
    await withProject(page, 'e-commerce-platform', (p) => ({
      ...p,
      startDate: null,
      endDate: null,
      technologies: [],
    }))
    const project = await bySlug(page, 'e-commerce-platform')
    await page.goto(`/projects/${project.id}`)
    await expect(fact(page, 'duration')).toContainText('N/A')
  })

  test('the gallery carousel wraps around, counts n / total and follows thumbnails, arrow keys and swipes', async ({
    page,
  }) => {
    const project = await bySlug(page, 'e-commerce-platform')
    const total = project.gallery.length
    expect(total).toBeGreaterThan(1)
    await page.goto(`/projects/${project.id}`)
    const carousel = page.getByTestId('carousel')
    const counter = page.getByTestId('carousel-counter')
    await expect(counter).toHaveText(`1 / ${total}`)
    await expect(carousel.getByRole('group', { name: `1 of ${total}` })).toBeVisible()

    await carousel.getByRole('button', { name: 'Previous image' }).click()
    await expect(counter).toHaveText(`${total} / ${total}`)
    await carousel.getByRole('button', { name: 'Next image' }).click()
    await expect(counter).toHaveText(`1 / ${total}`)
    for (let i = 0; i < total; i += 1)
      await carousel.getByRole('button', { name: 'Next image' }).click()
    await expect(counter).toHaveText(`1 / ${total}`)

    await carousel.getByRole('button', { name: 'Show image 2' }).click()
    await expect(counter).toHaveText(`2 / ${total}`)
    await expect(carousel.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await expect(carousel.getByRole('img', { name: `${project.title} — image 2` })).toHaveText(
      project.gallery[1],
    )

    await carousel.focus()
    await page.keyboard.press('ArrowRight')
    await expect(counter).toHaveText(`3 / ${total}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(counter).toHaveText(`1 / ${total}`)

    const swipe = (fromX: number, toX: number) =>
      page.getByTestId('carousel-viewport').evaluate(
        (element, [from, to]) => {
          const touch = (x: number) =>
            new Touch({ identifier: 1, target: element, clientX: x, clientY: 200 })
          element.dispatchEvent(
            new TouchEvent('touchstart', {
              bubbles: true,
              touches: [touch(from)],
              changedTouches: [touch(from)],
            }),
          )
          element.dispatchEvent(
            new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(to)] }),
          )
        },
        [fromX, toX],
      )
    await swipe(400, 200)
    await expect(counter).toHaveText(`2 / ${total}`)
    await swipe(200, 400)
    await swipe(200, 400)
    await expect(counter).toHaveText(`${total} / ${total}`)
    await swipe(300, 290)
    await expect(counter).toHaveText(`${total} / ${total}`)
  })

  test('a single gallery image is shown plainly, without a carousel', async ({ page }) => {
    const project = (await apiProjects(page.request)).find((p) => p.gallery.length === 1)!
    await page.goto(`/projects/${project.id}`)
    await expect(page.getByTestId('gallery-single')).toBeVisible()
    await expect(page.getByTestId('carousel')).toHaveCount(0)
  })

  test('no gallery but features: one placeholder tile; neither: no gallery section', async ({
    page,
  }) => {
    const project = (await apiProjects(page.request)).find(
      (p) => p.gallery.length === 0 && p.features.length > 0,
    )!
    await page.goto(`/projects/${project.id}`)
    await expect(page.getByRole('heading', { name: 'Project Gallery' })).toBeVisible()
    await expect(page.getByTestId('gallery-placeholder')).toHaveCount(1)

    await withProject(page, project.slug, (p) => ({ ...p, features: [] }))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Project Gallery' })).toHaveCount(0)
  })

  test('image values are pictures only when they start with data:, /, http:// or https://', async ({
    page,
  }) => {
    await page.route(/\/(test-shot\.png|remote-shot\.png)$/, (route) =>
      route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }),
    )
    const dataUrl = `data:image/png;base64,${PIXEL_PNG_BASE64}`
    const values = [
      dataUrl,
      '/test-shot.png',
      'http://127.0.0.1:9/remote-shot.png',
      'https://example.com/remote-shot.png',
      'www.example.com/shot.png',
      '🎯',
    ]
    await withProject(page, 'e-commerce-platform', (p) => ({
      ...p,
      image: 'Logo',
      gallery: values,
      galleryMedia: values.map(() => null),
    }))
    const project = await bySlug(page, 'e-commerce-platform')
    await page.goto(`/projects/${project.id}`)
    await expect(
      page.locator('.project-detail__cover').getByRole('img', { name: project.title }),
    ).toHaveText('Logo')
    const thumbnails = page.getByRole('list', { name: 'Gallery thumbnails' }).locator('li')
    await expect(thumbnails).toHaveCount(values.length)
    for (const index of [0, 1, 2, 3]) {
      await expect(thumbnails.nth(index).locator('img')).toHaveAttribute('src', values[index])
    }
    await expect(thumbnails.nth(4).locator('img')).toHaveCount(0)
    await expect(thumbnails.nth(4)).toContainText('www.example.com/shot.png')
    await expect(thumbnails.nth(5)).toContainText('🎯')
  })

  test('uploaded images carry srcset, intrinsic size and lazy loading below the fold', async ({
    page,
  }) => {
    await page.route(/\/media\/.*\.webp$/, (route) =>
      route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }),
    )
    const media = (name: string): MediaDto => ({
      id: 1,
      url: `/media/${name}.webp`,
      alt: `${name} screenshot`,
      width: 1600,
      height: 1000,
      mimeType: 'image/webp',
      sizes: {
        thumbnail: { url: `/media/${name}-thumb.webp`, width: 320, height: 200 },
        card: { url: `/media/${name}-card.webp`, width: 768, height: 480 },
      },
    })
    await withProject(page, 'e-commerce-platform', (p) => ({
      ...p,
      image: '/media/cover.webp',
      imageMedia: media('cover'),
      gallery: ['/media/one.webp', '/media/two.webp'],
      galleryMedia: [media('one'), media('two')],
    }))
    const project = await bySlug(page, 'e-commerce-platform')
    await page.goto(`/projects/${project.id}`)
    const cover = page.locator('.project-detail__cover img')
    await expect(cover).toHaveAttribute(
      'srcset',
      '/media/cover-thumb.webp 320w, /media/cover-card.webp 768w, /media/cover.webp 1600w',
    )
    await expect(cover).toHaveAttribute('width', '1600')
    await expect(cover).toHaveAttribute('height', '1000')
    await expect(cover).toHaveAttribute('alt', 'cover screenshot')
    await expect(cover).toHaveAttribute('loading', 'eager')
    const slide = page.getByTestId('carousel-viewport').locator('img')
    await expect(slide).toHaveAttribute('loading', 'lazy')
    await expect(page.getByRole('button', { name: 'Show image 1' }).locator('img')).toHaveAttribute(
      'src',
      '/media/one-thumb.webp',
    )

    // The card shows the uploaded cover (as the social image does); the gallery stays the carousel's.
    await page.goto('/projects')
    const cardImage = page
      .getByTestId('project-card')
      .filter({ hasText: project.title })
      .locator('img')
    await expect(cardImage).toHaveAttribute('src', '/media/cover.webp')
    await expect(cardImage).toHaveAttribute('srcset', /cover-card\.webp 768w/)
  })

  test("an unknown project falls back to the owner's first project, as the list now has it", async ({
    page,
  }) => {
    // The page's embedded copy names the owner's first project; the list the page reads has its
    // current version (here renamed), which is the one shown: a remembered copy may be older.
    // With the API unreachable the embedded copy itself is shown (fallbacks.spec.ts).
    await withProject(page, 'e-commerce-platform', (p) => ({ ...p, title: 'Renamed In The API' }))
    await page.goto('/projects/9999')
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed In The API' })).toBeVisible()
    await expect(page.getByTestId('project-not-found')).toContainText('Renamed In The API')
    await expect(page).toHaveURL(/\/projects\/9999$/)
    await page.goto('/projects/no-such-slug')
    await expect(page.getByRole('heading', { level: 1, name: 'Renamed In The API' })).toBeVisible()
  })

  test('a slug in place of the id moves to the canonical numeric URL', async ({ page }) => {
    const project = await bySlug(page, 'task-management-app')
    await page.goto('/about')
    // The router listens for history changes once the app has rendered.
    await expect(page.getByRole('heading', { level: 1, name: 'About Me' })).toBeVisible()
    await page.evaluate((slug) => {
      window.history.pushState({}, '', `/projects/${slug}`)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, project.slug)
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/projects/${project.id}$`),
    )
    await page.goBack()
    await expect(page).toHaveURL(/\/about$/)
  })
})
