import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cmsAdmin, eventually, getPage, metaOf, siteUrl } from './seoHelpers'
import * as fileServer from '../fileServer'

const OWNER = { name: 'Noor Haddad', title: 'Principal Frontend Engineer', bio: 'Calm interfaces.' }
const RENAMED = { name: 'Noor Haddad-Lindqvist', title: 'Head of Web Platform' }
const NO_IMAGES = { avatar: null, app: { logo: null, themeColor: null, backgroundColor: null } }

let admin: Awaited<ReturnType<typeof cmsAdmin>>
let savedInfo: Record<string, unknown>

type Manifest = {
  name: string
  short_name: string
  description?: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: string }[]
}

const publish = (fields: Record<string, unknown>) =>
  admin.post('/globals/personal-info', { ...OWNER, ...NO_IMAGES, ...fields, _status: 'published' })

const getManifest = async () => {
  const res = await fetch(siteUrl('/manifest.webmanifest'))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
  return { res, manifest: (await res.json()) as Manifest }
}

/** The `href` of every `<link rel="{rel}">` in the page's head. */
const linksOf = (html: string, rel: string): string[] =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => new RegExp(`\\srel="${rel}"`).test(tag))
    .map((tag) => /\shref="([^"]*)"/.exec(tag)![1]!.replace(/&amp;/g, '&'))

/** An image by its path or, as og:image names it, its absolute URL. */
const fetchPng = async (pathOrUrl: string) => {
  const res = await fetch(pathOrUrl.startsWith('/') ? siteUrl(pathOrUrl) : pathOrUrl)
  const bytes = Buffer.from(await res.arrayBuffer())
  return { res, bytes }
}

/** Fetches each icon a manifest lists and checks it is a PNG of exactly its declared size. */
const expectIconsAtTheirSizes = async (manifest: Manifest) => {
  expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable'])
  for (const icon of manifest.icons) {
    const { res, bytes } = await fetchPng(icon.src)
    expect(res.status, icon.src).toBe(200)
    expect(res.headers.get('content-type'), icon.src).toBe('image/png')
    const { format, width, height } = await sharp(bytes).metadata()
    expect([format, `${width}x${height}`], icon.src).toEqual(['png', icon.sizes])
  }
}

const upload = async (width: number, height: number, color: string, name: string) =>
  admin.upload(
    await sharp({ create: { width, height, channels: 3, background: color } })
      .png()
      .toBuffer(),
    name,
    `${name} for the app identity test`,
  )

beforeAll(async () => {
  admin = await cmsAdmin()
  savedInfo = await admin.get('/globals/personal-info?depth=0')
  await publish({})
  await eventually(async () => expect((await getPage('/')).head.titles[0]).toContain(OWNER.name))
})

afterAll(async () => {
  const { id: _id, createdAt: _c, updatedAt: _u, globalType: _g, ...fields } = savedInfo
  await admin?.post('/globals/personal-info', fields)
})

describe('the web app manifest comes from the CMS', () => {
  it('names the app after the owner, with the bio and the built-in icons while there is no image', async () => {
    const { res, manifest } = await getManifest()
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(manifest).toMatchObject({
      id: '/',
      start_url: '/',
      display: 'standalone',
      name: 'Noor Haddad — Portfolio',
      short_name: 'Noor Haddad',
      description: OWNER.bio,
      theme_color: '#07080f',
      background_color: '#07080f',
    })
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/maskable-512.png',
    ])
    await expectIconsAtTheirSizes(manifest)

    const page = await getPage('/')
    expect(linksOf(page.html, 'manifest')).toEqual(['/manifest.webmanifest'])
    expect(linksOf(page.html, 'icon')).toEqual(['/favicon.svg'])
    expect(linksOf(page.html, 'apple-touch-icon')).toEqual(['/icons/apple-touch-icon.png'])
    // The page's bar colour is the theme's (set before paint by the head script), not the app's.
    expect(metaOf(page.head, 'theme-color')).toBe('#07080f')
    const apple = await fetchPng('/icons/apple-touch-icon.png')
    expect((await sharp(apple.bytes).metadata()).width).toBe(180)
  })

  it('is revalidated by its ETag', async () => {
    const { res } = await getManifest()
    const etag = res.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    const again = await fetch(siteUrl('/manifest.webmanifest'), {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    })
    expect(again.status).toBe(304)
  })

  it('takes the colours the owner sets (stored in lower case) into the manifest, not the page', async () => {
    await publish({ app: { logo: null, themeColor: ' #1E40AF ', backgroundColor: '#fafafa' } })
    await eventually(async () => {
      const { manifest } = await getManifest()
      expect([manifest.theme_color, manifest.background_color]).toEqual(['#1e40af', '#fafafa'])
    })
    expect(metaOf((await getPage('/about')).head, 'theme-color')).toBe('#07080f')
    const stored = await admin.get('/globals/personal-info?depth=0')
    expect(stored.app.themeColor).toBe('#1e40af')
  })

  it('refuses a colour that is not #rrggbb with a clear message, and keeps what was stored', async () => {
    const res = await fetch(siteUrl('/cms-api/globals/personal-info'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: (await cmsLogin()).authorization,
      },
      body: JSON.stringify({ ...OWNER, app: { themeColor: 'dark blue' }, _status: 'published' }),
    })
    expect(res.status).toBe(400)
    const body = JSON.stringify(await res.json())
    expect(body).toContain('is not a colour')
    expect(body).toContain('#07080f')
    const { manifest } = await getManifest()
    expect(manifest.theme_color).toBe('#1e40af')
  })

  it('renaming the owner changes the title, the manifest and the sharing card on the next request', async () => {
    const before = await getPage('/')
    const cardBefore = metaOf(before.head, 'og:image')
    const cardBytesBefore = (await fetchPng(cardBefore)).bytes

    await publish(RENAMED)
    const after = await eventually(async () => {
      const page = await getPage('/')
      expect(page.head.titles[0]).toContain(RENAMED.name)
      return page
    })
    const { manifest } = await getManifest()
    expect(manifest.name).toBe('Noor Haddad-Lindqvist — Portfolio')
    expect(manifest.short_name).toBe('Noor')
    const cardAfter = metaOf(after.head, 'og:image')
    expect(cardAfter).not.toBe(cardBefore)
    const cardBytesAfter = (await fetchPng(cardAfter)).bytes
    expect(cardBytesAfter.equals(cardBytesBefore)).toBe(false)
    await publish({})
  })
})

/** A login of its own, for a request whose failure the shared helper would not accept. */
const cmsLogin = async () => {
  const res = await fetch(siteUrl('/cms-api/users/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fileServer.admin),
  })
  const { token } = (await res.json()) as { token: string }
  return { authorization: `JWT ${token}` }
}

describe('icons and /profile.png from the uploaded images', () => {
  it('/profile.png is a 404 without an avatar', async () => {
    expect((await fetch(siteUrl('/profile.png'))).status).toBe(404)
  })

  it('with an avatar and no logo: /profile.png answers it, and the icons are drawn from it', async () => {
    const avatar = await upload(800, 600, '#00aa44', 'avatar.png')
    await publish({ avatar: avatar.id })
    const { manifest } = await eventually(async () => {
      const current = await getManifest()
      expect(current.manifest.icons[0]!.src).toMatch(/^\/app-icons\/icon-192\.png\?v=[0-9a-f]+$/)
      return current
    })
    await expectIconsAtTheirSizes(manifest)
    const icon = await fetchPng(manifest.icons[0]!.src)
    expect(icon.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // Drawn from the avatar: its green fills the icon.
    const { data } = await sharp(icon.bytes).raw().toBuffer({ resolveWithObject: true })
    expect([...data.subarray(0, 3)]).toEqual([0x00, 0xaa, 0x44])

    const page = await getPage('/')
    const [favicon] = linksOf(page.html, 'icon')
    const [apple] = linksOf(page.html, 'apple-touch-icon')
    expect(favicon).toMatch(/^\/app-icons\/favicon-32\.png\?v=/)
    expect(apple).toMatch(/^\/app-icons\/apple-touch-icon\.png\?v=/)
    for (const [path, size] of [
      [favicon!, 32],
      [apple!, 180],
    ] as const) {
      const { res, bytes } = await fetchPng(path)
      expect(res.status, path).toBe(200)
      const meta = await sharp(bytes).metadata()
      expect([meta.width, meta.height], path).toEqual([size, size])
    }

    const profile = await fetchPng('/profile.png')
    expect(profile.res.status).toBe(200)
    expect(profile.res.headers.get('content-type')).toBe('image/png')
    expect(profile.res.headers.get('cache-control')).toBe('no-cache')
    const etag = profile.res.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]+"$/)
    const meta = await sharp(profile.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 384])
    const revalidated = await fetch(siteUrl('/profile.png'), {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    })
    expect(revalidated.status).toBe(304)
  })

  it('a logo takes over the icons (new version, its own picture); removing both restores the built-in icons', async () => {
    const { manifest: fromAvatar } = await getManifest()
    const stored = await admin.get('/globals/personal-info?depth=0')
    const logo = await upload(600, 200, '#cc0000', 'logo.png')
    await publish({ avatar: stored.avatar, app: { logo: logo.id, backgroundColor: '#ffffff' } })
    const { manifest } = await eventually(async () => {
      const current = await getManifest()
      expect(current.manifest.icons[0]!.src).not.toBe(fromAvatar.icons[0]!.src)
      return current
    })
    await expectIconsAtTheirSizes(manifest)
    const maskable = manifest.icons.find((icon) => icon.purpose === 'maskable')!
    const { data, info } = await sharp((await fetchPng(maskable.src)).bytes)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels).subarray(0, 3),
    ]
    // The logo in the middle, the background colour outside the safe zone.
    expect(pixel(256, 256)).toEqual([0xcc, 0x00, 0x00])
    expect(pixel(256, 40)).toEqual([0xff, 0xff, 0xff])
    expect(pixel(20, 20)).toEqual([0xff, 0xff, 0xff])
    // The avatar still answers /profile.png.
    expect((await fetch(siteUrl('/profile.png'))).status).toBe(200)

    await publish({})
    await eventually(async () => {
      const { manifest: restored } = await getManifest()
      expect(restored.icons[0]!.src).toBe('/icons/icon-192.png')
    })
    expect(linksOf((await getPage('/')).html, 'icon')).toEqual(['/favicon.svg'])
    expect((await fetch(siteUrl('/profile.png'))).status).toBe(404)
    expect((await fetch(siteUrl(manifest.icons[0]!.src))).status).toBe(404)
  })
})
