import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium, expect, test } from '@playwright/test'

import config from '../../../playwright.config'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { collectConsole, DESKTOP } from '../site/helpers'
import { cachedUrls, waitForServiceWorker } from './helpers'

/** The worker, the manifest and installability, against the production server. */
test.use({ serviceWorkers: 'allow', viewport: DESKTOP })

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

test('the service worker at /sw.js activates for the whole site and takes the page over', async ({
  page,
}) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready
    // `ready` resolves once a worker is active, which includes still running its activate step
    // ("activating", seen on a busy machine): wait for that step to end.
    const worker = ready.active
    if (worker && worker.state === 'activating') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => {
          if (worker.state !== 'activating') resolve()
        }),
      )
    }
    return {
      scope: ready.scope,
      script: ready.active?.scriptURL,
      state: ready.active?.state,
      controller: navigator.serviceWorker.controller?.scriptURL,
    }
  })
  const origin = new URL(page.url()).origin
  expect(registration).toEqual({
    scope: `${origin}/`,
    script: `${origin}/sw.js`,
    state: 'activated',
    controller: `${origin}/sw.js`,
  })
})

test('the worker, its runtime and the manifest are revalidated on every request', async ({
  request,
}) => {
  const sw = await request.get('/sw.js')
  expect(sw.status()).toBe(200)
  expect(sw.headers()['cache-control']).toBe('no-cache')
  expect(sw.headers()['content-type']).toMatch(/^text\/javascript/)
  const runtime = /["']\.\/(workbox-[\w-]+)["']/.exec(await sw.text())?.[1]
  expect(runtime, 'sw.js imports its Workbox runtime').toBeTruthy()
  const workbox = await request.get(`/${runtime}.js`)
  expect(workbox.status()).toBe(200)
  expect(workbox.headers()['cache-control']).toBe('no-cache')

  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['cache-control']).toBe('no-cache')
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  // The site's CSP lets the page load both.
  expect(sw.headers()['content-security-policy']).toMatch(/worker-src 'self'/)
  expect(sw.headers()['content-security-policy']).toMatch(/manifest-src 'self'/)
})

test('the manifest names the app, its colours, start URL, standalone display and 192/512/maskable icons', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  )
  const manifest = await (await request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#07080f',
    background_color: '#07080f',
  })
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[]
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const response = await request.get(icon.src)
    expect(response.headers()['content-type']).toBe('image/png')
    const { width, height } = pngSize(await response.body())
    expect(`${width}x${height}`).toBe(icon.sizes)
  }
})

test('Chromium finds the site installable, with no manifest errors', async ({ baseURL }) => {
  // Installation is never offered in an incognito context (Playwright's default): use a profile.
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: config.use?.launchOptions?.executablePath,
    args: config.use?.launchOptions?.args,
    baseURL,
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { errors } = await cdp.send('Page.getAppManifest')
    expect(errors).toEqual([])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the app shell and every route’s code are precached', async ({ page, request }) => {
  const html = await (await request.get('/')).text()
  const entry = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(entry).toBeTruthy()
  const entryCode = await (await request.get(`/${entry}`)).text()
  const routeChunks = [...entryCode.matchAll(/import\(["'`]\.\/([^"'`]+\.js)["'`]\)/g)].map(
    (m) => `assets/${m[1]}`,
  )
  // Home, skills, projects, project detail, about, contact, not-found, and the PWA layer.
  for (const name of [
    'home',
    'skills',
    'projects',
    'project-detail',
    'about',
    'contact',
    'not-found',
    'pwa-layer',
  ]) {
    expect(
      routeChunks.some((chunk) => chunk.startsWith(`assets/${name}-`)),
      name,
    ).toBe(true)
  }

  await page.goto('/')
  await waitForServiceWorker(page)
  const precache = Object.entries(await cachedUrls(page))
    .filter(([name]) => name.startsWith('workbox-precache'))
    .flatMap(([, urls]) => urls.map((url) => new URL(url).pathname.slice(1)))
  for (const file of [entry!, ...routeChunks, 'icons/icon-192.png']) {
    expect(precache, file).toContain(file)
  }
  // The manifest follows the owner's profile (the server answers it from the CMS): a precached
  // copy would keep the old name and icons.
  expect(precache).not.toContain('manifest.webmanifest')
  // The shell is `/` itself (the server answers /index.html with a 404).
  expect(precache).toContain('')
})

test('a worker that cannot be registered changes nothing for the visitor', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.serviceWorker.register = () => {
      ;(window as unknown as { registerTried: boolean }).registerTried = true
      return Promise.reject(new TypeError('Failed to register a ServiceWorker'))
    }
  })
  const errors = collectConsole(page)
  const pageErrors: Error[] = []
  page.on('pageerror', (error) => pageErrors.push(error))
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Tech Stack' })).toBeVisible()
  // The page tried (once its first page was shown), was refused, and went on.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { registerTried?: boolean }).registerTried),
    )
    .toBe(true)
  await page.waitForTimeout(500)
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0)
  expect(pageErrors).toEqual([])
  expect(
    errors.filter(
      (message) =>
        !/Failed to load resource: the server responded with a status of 404/.test(message),
    ),
  ).toEqual([])
})

test('for a returning visitor an old address still reaches the server and its redirect', async ({
  page,
  request,
}) => {
  const login = await request.post('/cms-api/users/login', { data: TEST_ADMIN })
  const headers = { authorization: `JWT ${(await login.json()).token}` }
  const projects = (await (await request.get('/api/projects')).json()).data as {
    id: number
    title: string
  }[]
  const project = projects[1]!
  const from = `/old-portfolio/sw-${Date.now()}`
  const made = await request.post('/cms-api/redirects', {
    headers,
    data: {
      from,
      to: { type: 'reference', reference: { relationTo: 'projects', value: project.id } },
      type: '301',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  try {
    await page.goto('/')
    await waitForServiceWorker(page)
    // The worker answers the site's own pages with its shell, and leaves any other address to
    // the server: here, the owner's redirect from an old site.
    const shell = await page.goto('/projects')
    expect(shell?.fromServiceWorker()).toBe(true)
    await page.goto(from)
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible()
  } finally {
    await request.delete(`/cms-api/redirects/${(await made.json()).doc.id}`, { headers })
  }
})
