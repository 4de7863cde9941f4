import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signPreviewToken } from '../../../src/platform/preview/previewToken'
import { inlineSource } from '../../../src/platform/http/inlineSource'
import { DEFAULT_LOOK, type Look } from '../../../src/shared/look/look'
import { lookCss } from '../../../src/shared/look/lookCss'
import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { eventually } from '../email/helpers/cmsClient'
import { ownDatabase } from '../fileDatabase'

/**
 * The owner's look (issue 48) on two instances of one database: today's page while nothing is
 * published, a draft only in a preview, a publication on every page of both instances at once
 * (with the style's hash in the CSP), a restored version, and a refused colour.
 */

/** The same secret on both instances, as a deployment has; it signs the preview tokens too. */
const SECRET = '0f6c2a9d4e1b7c3f8a5d2e9b6c1f4a7d3e8b0c5f'

const DARK_SERIF: Look = {
  brand: '#14532d',
  accent: '#9a3412',
  neutral: 'warm',
  pairing: 'editorial',
  corners: 'round',
  animation: 'none',
  scheme: 'dark',
}
const LIGHT_BRAND: Look = { ...DEFAULT_LOOK, brand: '#fde68a', scheme: 'light' }

let first: TestServer
let second: TestServer
let token: string

beforeAll(async () => {
  const database = await ownDatabase()
  const start = async (index: number) =>
    startTestServer({
      name: `test-look-${database.name}-${index}`,
      port: await freePort(),
      databaseURL: database.url,
      env: { PAYLOAD_SECRET: SECRET },
    })
  first = await start(0)
  second = await start(1)
  const res = await fetch(`${first.baseURL}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  token = ((await res.json()) as { token: string }).token
}, 240_000)

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()])
})

/** The owner's call to the admin's REST API. */
const cms = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${first.baseURL}/cms-api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as any }
}

const saveLook = (look: Partial<Look>, status: 'draft' | 'published') =>
  cms('POST', `/globals/look${status === 'draft' ? '?draft=true' : ''}`, {
    ...look,
    _status: status,
  })

/**
 * A page's HTML without what differs from one read to the next and between instances: the
 * embedded content's read time and the instance's own address.
 */
const comparable = (html: string, server: TestServer): string =>
  html.replace(/"readAt":"[^"]*"/, '"readAt":""').replaceAll(server.baseURL, 'http://site')

/** A page as a visitor gets it: its HTML, its CSP, and what the look put in it. */
const page = async (server: TestServer, path = '/') => {
  const res = await fetch(`${server.baseURL}${path}`)
  const html = await res.text()
  const policy = res.headers.get('content-security-policy') ?? ''
  return {
    status: res.status,
    html,
    comparable: comparable(html, server),
    policy,
    styleSrc: /(?:^|;\s*)style-src ([^;]*)/.exec(policy)?.[1],
    style: /<style id="site-look">([^<]*)<\/style>\s*<\/head>/.exec(html)?.[1],
    htmlTag: /<html\b[^>]*>/.exec(html)![0],
  }
}

const preview = (server: TestServer) =>
  page(
    server,
    `/?preview=${signPreviewToken({ content: 'look', expiresAt: Date.now() + 60_000 }, SECRET)}`,
  )

/** The page carries `look`: its properties last in the head, allowed by their hash alone. */
const expectLook = (shown: Awaited<ReturnType<typeof page>>, look: Look) => {
  const { css } = lookCss(look)
  expect(shown.style).toBe(css)
  expect(shown.styleSrc).toBe(`'self' ${inlineSource(css)}`)
  expect(shown.policy).not.toContain('unsafe-inline')
}

describe("the owner's look", () => {
  let today: Awaited<ReturnType<typeof page>>

  it("serves today's page while no look is published, and the same bytes with the default look", async () => {
    today = await page(first)
    expect(today.status).toBe(200)
    expect(today.html).not.toContain('site-look')
    expect(today.htmlTag).not.toMatch(/data-default-theme|data-motion/)
    expect(today.styleSrc).toBe("'self'")
    // Published as the admin's form first shows it: nothing on the page changes.
    const saved = await saveLook(DEFAULT_LOOK, 'published')
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const after = await page(first)
    expect(after.comparable).toBe(today.comparable)
    expect(after.policy).toBe(today.policy)
  })

  it('keeps a draft out of the public page, and shows it in a preview', async () => {
    // The second instance has the published (default) look in its cache now (its own address).
    expect((await page(second)).comparable).toBe(today.comparable)
    const saved = await saveLook(DARK_SERIF, 'draft')
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect((await page(first)).comparable).toBe(today.comparable)
    const previewed = await preview(first)
    expectLook(previewed, DARK_SERIF)
    expect(previewed.htmlTag).toContain('data-default-theme="dark" data-motion="none"')
  })

  it('puts a published look on every page of both instances at once', async () => {
    const saved = await saveLook(DARK_SERIF, 'published')
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    for (const path of ['/', '/projects', '/about']) {
      const shown = await page(first, path)
      expectLook(shown, DARK_SERIF)
      expect(shown.htmlTag, path).toContain('data-default-theme="dark" data-motion="none"')
    }
    expect(lookCss(DARK_SERIF).css).toContain('--indigo-rgb:20 83 45')
    // The installed app's colour follows the brand (the owner set none), and so does the card.
    const manifest = await (await fetch(`${first.baseURL}/manifest.webmanifest`)).json()
    expect(manifest.theme_color).toBe(DARK_SERIF.brand)
    const card = /<meta property="og:image" content="([^"]+)"/.exec((await page(first)).html)![1]!
    expect(card).not.toBe(/<meta property="og:image" content="([^"]+)"/.exec(today.html)![1])
    // The other instance drops its cached look when it hears of the publication.
    const other = await eventually(
      async () => {
        const shown = await page(second)
        return shown.style ? shown : null
      },
      2_000,
      'the second instance showing the published look',
    )
    expectLook(other, DARK_SERIF)
  })

  it('brings an earlier look back when its version is restored', async () => {
    expect((await saveLook(LIGHT_BRAND, 'published')).status).toBe(200)
    const light = await page(first)
    expectLook(light, LIGHT_BRAND)
    expect(light.htmlTag).toContain('data-default-theme="light"')
    expect(light.htmlTag).not.toContain('data-motion')

    const versions = await cms('GET', '/globals/look/versions?limit=100&sort=-updatedAt')
    expect(versions.status).toBe(200)
    const earlier = (versions.json.docs as { id: number; version: Look & { _status: string } }[])
      .filter((doc) => doc.version._status === 'published')
      .find((doc) => doc.version.brand === DARK_SERIF.brand)
    expect(earlier, 'the dark serif look among the versions').toBeDefined()
    const restored = await cms('POST', `/globals/look/versions/${earlier!.id}`)
    expect(restored.status, JSON.stringify(restored.json)).toBe(200)
    expectLook(await page(first), DARK_SERIF)
  })

  it('refuses a colour that is not one, with a clear message, and keeps the published look', async () => {
    const refused = await saveLook({ ...DARK_SERIF, brand: 'blue' }, 'published')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain(
      '\\"blue\\" is not a colour: write # and six hexadecimal digits',
    )
    expectLook(await page(first), DARK_SERIF)
  })
})
