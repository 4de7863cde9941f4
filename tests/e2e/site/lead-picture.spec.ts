import { type APIRequestContext, expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../../src/paths'
import type { ProjectDto } from '../../../src/shared/apiTypes'
import { ownerHeaders } from '../ownerApi'
import { apiProjects, collectConsole, PHONE } from './helpers'

/**
 * The Projects page's largest paint on a phone is the first card's picture: the server preloads
 * it with the page (src/site/leadPicturePreload.ts) so that it downloads beside the scripts. The
 * preload is only worth it if the card then uses that very download: same address, srcset and
 * sizes, one request for the picture in all. Here the first project gets an uploaded cover
 * (with its renditions) and the site Spanish and Arabic; both are put back afterwards.
 */
let authorization = ''
let first: ProjectDto

const send = async (request: APIRequestContext, method: 'put', url: string, data: unknown) => {
  const res = await request[method](url, { headers: { authorization }, data })
  expect(res.status(), await res.text()).toBe(200)
}

test.beforeAll(async ({ request }) => {
  ;({ authorization } = await ownerHeaders(request))
  const upload = await request.post('/cms-api/media', {
    headers: { authorization },
    multipart: {
      file: {
        name: 'lead-picture.png',
        mimeType: 'image/png',
        buffer: readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/gallery-photo.png')),
      },
      _payload: JSON.stringify({ alt: 'The first project, on screen' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const { doc } = (await upload.json()) as { doc: { id: number } }
  first = (await apiProjects(request))[0]!
  await send(request, 'put', `/api/projects/slug/${first.slug}`, { coverImage: doc.id })
  await send(request, 'put', '/api/languages', { default: 'en', enabled: ['en', 'es', 'ar'] })
})

test.afterAll(async ({ request }) => {
  if (!authorization) return
  await send(request, 'put', '/api/languages', { default: 'en', enabled: ['en'] })
  await send(request, 'put', `/api/projects/slug/${first.slug}`, {
    coverImage: first.imageMedia?.id ?? null,
  })
})

test.use({ viewport: PHONE })

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&')

test("/ar/projects preloads the first card's picture, and the card uses that one download", async ({
  page,
}) => {
  const errors = collectConsole(page)
  const warnings = collectConsole(page, 'warning')
  const mediaRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/cms-api/media/file/'))
      mediaRequests.push(request.url())
  })
  const response = await page.goto('/ar/projects')
  const html = (await response?.text()) ?? ''
  const preloads = [...html.matchAll(/<link\b[^>]*\bas="image"[^>]*>/g)].map((match) => match[0])
  expect(preloads).toHaveLength(1)
  const [preload] = preloads as [string]

  const picture = page.getByTestId('project-card').first().locator('img')
  await expect(picture).toBeVisible()
  await expect(picture).toHaveJSProperty('complete', true)
  const shown = await picture.evaluate((img: HTMLImageElement) => ({
    src: img.getAttribute('src'),
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    current: img.currentSrc,
  }))
  expect(shown.srcset, 'the uploaded cover has renditions').toBeTruthy()
  expect({
    src: attribute(preload, 'href'),
    srcset: attribute(preload, 'imagesrcset'),
    sizes: attribute(preload, 'imagesizes'),
  }).toEqual({ src: shown.src, srcset: shown.srcset, sizes: shown.sizes })
  // Of the cover's candidates, only the one the card shows was fetched, and once.
  const candidates = shown.srcset!.split(', ').map((candidate) => candidate.split(' ')[0])
  expect(mediaRequests.filter((url) => candidates.includes(url))).toEqual([shown.current])
  expect(errors).toEqual([])
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([])
})

test('a filtered list, whose first card may be another, preloads no picture', async ({ page }) => {
  const response = await page.goto('/ar/projects?category=Web')
  expect((await response?.text()) ?? '').not.toMatch(/<link\b[^>]*\bas="image"/)
})
