import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { apiPersonalInfo, DESKTOP, PHONE, rewriteJson } from './helpers'
import type { PersonalInfoDto } from '../../../src/shared/apiTypes'

/** A portrait-ish picture drawn from SVG, big enough for every rendition. */
const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
  <rect width="900" height="900" fill="#0e7490"/>
  <circle cx="450" cy="360" r="170" fill="#fde68a"/>
  <ellipse cx="450" cy="860" rx="320" ry="260" fill="#fde68a"/>
</svg>`

const AVATAR_PAGES = ['/', '/about'] as const

let authorization = ''
let saved: Record<string, unknown> = {}

const cms = async (request: APIRequestContext) => {
  const login = await request.post('/cms-api/users/login', { data: TEST_ADMIN })
  expect(login.status()).toBe(200)
  authorization = `JWT ${((await login.json()) as { token: string }).token}`
}

const publishProfile = async (request: APIRequestContext, fields: Record<string, unknown>) => {
  const res = await request.post('/cms-api/globals/personal-info', {
    headers: { authorization },
    data: { ...fields, _status: 'published' },
  })
  expect(res.status(), await res.text()).toBeLessThan(300)
}

/** Every answer with status 404 the page receives, by path. */
const collect404s = (page: Page): string[] => {
  const missing: string[] = []
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname)
  })
  return missing
}

const avatarImageOn = (page: Page, path: string) =>
  (path === '/' ? page.locator('.profile-card') : page.locator('.about__header'))
    .getByTestId('avatar')
    .locator('img')

test.describe('An avatar uploaded in the admin', () => {
  test.beforeAll(async ({ request }) => {
    await cms(request)
    const stored = await (
      await request.get('/cms-api/globals/personal-info?depth=0', { headers: { authorization } })
    ).json()
    const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...fields } = stored
    saved = fields
    const upload = await request.post('/cms-api/media', {
      headers: { authorization },
      multipart: {
        file: {
          name: 'owner-avatar.png',
          mimeType: 'image/png',
          buffer: await sharp(Buffer.from(AVATAR_SVG)).png().toBuffer(),
        },
        _payload: JSON.stringify({ alt: 'The owner, smiling' }),
      },
    })
    expect(upload.status(), await upload.text()).toBe(201)
    const { doc } = (await upload.json()) as { doc: { id: number } }
    await publishProfile(request, { ...saved, avatar: doc.id })
    await expect
      .poll(async () => (await apiPersonalInfo(request)).avatar?.id, { timeout: 15_000 })
      .toBe(doc.id)
  })

  test.afterAll(async ({ request }) => {
    if (authorization) await publishProfile(request, saved)
  })

  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`shows on the home profile card and the about header, sized, with no request answering 404 (${viewportName})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const missing = collect404s(page)
      for (const path of AVATAR_PAGES) {
        await page.goto(path)
        const image = avatarImageOn(page, path)
        await expect(image).toBeVisible()
        await expect(image).toHaveAttribute('alt', (await apiPersonalInfo(page.request)).name)
        await expect(image).toHaveAttribute('width', /^\d+$/)
        await expect(image).toHaveAttribute('height', /^\d+$/)
        await expect(image).toHaveAttribute('srcset', /\/cms-api\/media\/file\/\S+ 320w, .* 640w/)
        await expect(image).toHaveAttribute('sizes', /px/)
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
        await page.waitForLoadState('networkidle')
        await page.screenshot({
          path: `test-results/avatar-${viewportName}${path === '/' ? '-home' : '-about'}.png`,
        })
      }
      expect(missing).toEqual([])
    })
  }

  test('a page that does not know the upload finds it at /profile.png, the chain’s first try', async ({
    page,
  }) => {
    await rewriteJson<{ data: PersonalInfoDto }>(page, '**/api/personal-info', (body) => ({
      data: { ...body.data, avatar: null },
    }))
    const tried: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (/^\/profile\./.test(pathname)) tried.push(pathname)
    })
    const missing = collect404s(page)
    await page.goto('/')
    const image = avatarImageOn(page, '/')
    await expect(image).toHaveAttribute('src', '/profile.png')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect([...new Set(tried)]).toEqual(['/profile.png'])
    expect(missing).toEqual([])
  })
})
