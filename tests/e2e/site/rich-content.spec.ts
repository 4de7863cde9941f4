import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import type { ListResponse, MediaDto, ProjectDto, RichTextDto } from '../../../src/shared/apiTypes'
import { apiProjects, DESKTOP, PHONE } from './helpers'

test.use({ viewport: DESKTOP, locale: 'en-US' })

/** A formatted long description, as the contract serves one written in the admin. */
const RICH: RichTextDto = {
  blocks: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Built with ' },
        { type: 'text', text: 'real care', bold: true },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'some speed', italic: true },
        { type: 'text', text: ', shipped with ' },
        { type: 'text', text: 'npm ci', code: true },
        { type: 'text', text: '. Try ' },
        {
          type: 'link',
          url: 'https://example.com/demo',
          children: [{ type: 'text', text: 'the live demo' }],
        },
        { type: 'text', text: ' or ' },
        {
          type: 'link',
          url: 'javascript:alert(1)',
          children: [{ type: 'text', text: 'not a link' }],
        },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'list',
      ordered: false,
      items: [
        { depth: 0, children: [{ type: 'text', text: 'Offline first' }] },
        { depth: 0, children: [{ type: 'text', text: 'Accessible by default' }] },
      ],
    },
  ],
}

const media = (
  name: string,
  width: number,
  height: number,
  focal?: [number, number],
): MediaDto => ({
  id: width + height,
  url: `/media/${name}.png`,
  alt: `${name} screenshot`,
  width,
  height,
  mimeType: 'image/png',
  ...(focal ? { focalX: focal[0], focalY: focal[1] } : {}),
  sizes: {},
})

const LANDSCAPE = media('rich-landscape', 1600, 1000)
const PORTRAIT = media('rich-portrait', 600, 1300)
const COVER = media('rich-cover', 1600, 900, [20, 80])

/** Serves the pictures and the project list with e-commerce-platform formatted and illustrated. */
const richProject = async (page: Page): Promise<ProjectDto> => {
  for (const picture of [LANDSCAPE, PORTRAIT, COVER]) {
    const body = await sharp({
      create: {
        width: picture.width!,
        height: picture.height!,
        channels: 3,
        background: picture === PORTRAIT ? '#0ea5e9' : '#6366f1',
      },
    })
      .png()
      .toBuffer()
    await page.route(new RegExp(`${picture.url}$`), (route) =>
      route.fulfill({ contentType: 'image/png', body }),
    )
  }
  await page.route(/\/api\/projects\?/, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as ListResponse<ProjectDto>
    body.data = body.data.map((project) =>
      project.slug === 'e-commerce-platform'
        ? {
            ...project,
            longDescriptionRich: RICH,
            image: COVER.url,
            imageMedia: COVER,
            gallery: [LANDSCAPE.url, PORTRAIT.url],
            galleryMedia: [LANDSCAPE, PORTRAIT],
          }
        : project,
    )
    await route.fulfill({ response, json: body })
  })
  return (await apiProjects(page.request)).find((p) => p.slug === 'e-commerce-platform')!
}

/** The shown slide's picture: its box on screen, its natural size, and the frame around it. */
const measureSlide = (page: Page) =>
  page.getByTestId('carousel-viewport').evaluate(async (viewport) => {
    const image = viewport.querySelector('img')!
    await image.decode().catch(() => {})
    const box = image.getBoundingClientRect()
    const frame = viewport.getBoundingClientRect()
    return {
      boxRatio: box.width / box.height,
      naturalRatio: image.naturalWidth / image.naturalHeight,
      inside:
        box.left >= frame.left - 0.5 &&
        box.right <= frame.right + 0.5 &&
        box.top >= frame.top - 0.5 &&
        box.bottom <= frame.bottom + 0.5,
      frameHeight: frame.height,
      objectFit: getComputedStyle(image).objectFit,
      src: image.currentSrc,
    }
  })

test.describe('What the owner writes is what visitors see', () => {
  test('the long description shows its bold, italic, code, list and safe links', async ({
    page,
  }) => {
    const project = await richProject(page)
    await page.goto(`/projects/${project.id}`)
    const hero = page.locator('.project-detail__hero')
    await expect(hero.locator('strong', { hasText: 'real care' })).toBeVisible()
    await expect(hero.locator('em', { hasText: 'some speed' })).toBeVisible()
    await expect(hero.locator('code', { hasText: 'npm ci' })).toBeVisible()
    await expect(hero.getByRole('list').first().getByRole('listitem')).toHaveText([
      'Offline first',
      'Accessible by default',
    ])

    const demo = hero.getByRole('link', { name: /the live demo/ })
    await expect(demo).toHaveAttribute('href', 'https://example.com/demo')
    await expect(demo).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(demo).toHaveAttribute('target', '_blank')
    // The javascript: link is drawn as its text, not as a link.
    await expect(hero.getByText('not a link')).toBeVisible()
    await expect(hero.getByRole('link', { name: 'not a link' })).toHaveCount(0)
    await expect(hero.locator('a[href^="javascript"]')).toHaveCount(0)
  })

  test('without the rich form the plain paragraphs are shown as before', async ({ page }) => {
    const project = (await apiProjects(page.request)).find((p) => p.slug === 'e-commerce-platform')!
    await page.route(/\/api\/projects\?/, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as ListResponse<ProjectDto>
      body.data = body.data.map(({ longDescriptionRich: _rich, ...rest }) => rest)
      await route.fulfill({ response, json: body })
    })
    await page.goto(`/projects/${project.id}`)
    const hero = page.locator('.project-detail__hero')
    for (const paragraph of project.longDescription.split('\n\n'))
      await expect(hero.getByText(paragraph)).toBeVisible()
  })

  test('the cover honours the focal point the owner set', async ({ page }) => {
    const project = await richProject(page)
    await page.goto(`/projects/${project.id}`)
    await expect(page.locator('.project-detail__cover img')).toHaveCSS('object-position', '20% 80%')
  })

  for (const viewport of [DESKTOP, PHONE]) {
    test(`a portrait gallery image is shown whole, the frame steady (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const project = await richProject(page)
      await page.goto(`/projects/${project.id}`)
      const carousel = page.getByTestId('carousel')
      await carousel.scrollIntoViewIfNeeded()
      await expect(page.getByTestId('carousel-counter')).toHaveText('1 / 2')
      const landscape = await measureSlide(page)
      expect(landscape.src).toContain(LANDSCAPE.url)

      await carousel.getByRole('button', { name: 'Show image 2' }).click()
      await expect(page.getByTestId('carousel-counter')).toHaveText('2 / 2')
      const portrait = await measureSlide(page)
      expect(portrait.src).toContain(PORTRAIT.url)
      expect(portrait.naturalRatio).toBeCloseTo(600 / 1300, 3)
      // Not cropped: the picture's box has the picture's own shape and sits inside the frame.
      expect(Math.abs(portrait.boxRatio - portrait.naturalRatio)).toBeLessThan(0.01)
      expect(portrait.inside).toBe(true)
      expect(portrait.objectFit).toBe('contain')
      expect(Math.abs(landscape.boxRatio - landscape.naturalRatio)).toBeLessThan(0.01)
      // The carousel keeps its height whatever the picture's shape.
      expect(portrait.frameHeight).toBeCloseTo(landscape.frameHeight, 0)
    })
  }
})
