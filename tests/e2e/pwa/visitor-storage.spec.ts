import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { ownerHeaders, uploadImage } from '../ownerApi'
import { PHONE } from '../site/helpers'
import { waitForServiceWorker } from './helpers'

/**
 * What the README says a visitor's browser keeps (issue 45, item 18) is what it keeps: a visit
 * that uses everything that stores something (the theme switch, both dismissals, the offline
 * copies, an image) leaves nothing the README's table does not name, and no cookie.
 */
test.use({ serviceWorkers: 'allow', viewport: PHONE, locale: 'es-ES' })

/** The names in the first column of backticks of the README's section on the visitor's browser. */
const namedInReadme = (): string[] => {
  const readme = readFileSync('README.md', 'utf8')
  const section = readme.slice(readme.indexOf("## What a visitor's browser keeps"))
  return [...section.slice(0, section.indexOf('\n## ')).matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
}

test('the browser keeps only what the README names, and no cookie', async ({ page, request }) => {
  const headers = await ownerHeaders(request)
  const setLanguages = (enabled: string[]) =>
    request.put('/api/languages', { headers, data: { default: 'en', enabled } })
  expect((await setLanguages(['en', 'es'])).status()).toBe(200)
  const image = await uploadImage(request, headers, 'A kept picture', 'kept-picture.png')
  try {
    await page.goto('/')
    await waitForServiceWorker(page)
    // A picture the pages show goes to the images cache (and its date to IndexedDB).
    await page.evaluate(
      async (url) => void (await fetch(url)),
      `/cms-api/media/file/${image.filename}`,
    )
    await page.getByRole('button', { name: 'Dark theme' }).click()
    // The banner first: the offer of Spanish waits while it shows.
    const banner = page.getByRole('complementary', { name: 'Install App' })
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await page.getByRole('complementary', { name: 'Español' }).getByRole('button').click()
    await page.goto('/projects')
    await expect(page.getByTestId('project-card').first()).toBeVisible()

    const kept = await page.evaluate(async () => {
      const scope = (await navigator.serviceWorker.ready).scope
      return {
        localStorage: Object.keys(localStorage),
        sessionStorage: Object.keys(sessionStorage),
        caches: (await caches.keys()).map((name) => name.replace(scope, '…')),
        indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ''),
        cookie: document.cookie,
      }
    })
    // Everything the visit stores was stored.
    expect(kept.localStorage).toEqual(
      expect.arrayContaining([
        'owner-content',
        'theme',
        'pwa-install-dismissed',
        'language-suggestion-dismissed',
      ]),
    )
    expect(kept.caches).toEqual(expect.arrayContaining(['api', 'images']))
    const named = namedInReadme()
    const unnamed = [
      ...kept.localStorage,
      ...kept.sessionStorage,
      ...kept.caches,
      ...kept.indexedDB,
    ].filter((name) => !named.includes(name))
    expect(unnamed).toEqual([])
    expect(kept.cookie).toBe('')
  } finally {
    await request.delete(`/cms-api/media/${image.id}`, { headers })
    await setLanguages(['en'])
  }
})
