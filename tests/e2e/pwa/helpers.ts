import type { Page } from '@playwright/test'

/**
 * Waits until the service worker is active and controls the page (the first worker claims the
 * page it was registered from; see frontend/build/pwa.ts).
 */
export const waitForServiceWorker = (page: Page): Promise<void> =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })

/** Every URL the service worker's caches hold, by cache name. */
export const cachedUrls = (page: Page): Promise<Record<string, string[]>> =>
  page.evaluate(async () => {
    const contents: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      contents[name] = (await (await caches.open(name)).keys()).map((request) => request.url)
    }
    return contents
  })

/** Waits until the service worker's API cache holds a URL whose path and query start with `prefix`. */
export const waitForCachedApi = (page: Page, prefix: string): Promise<void> =>
  page
    .waitForFunction(
      async (wanted) => {
        const cache = await caches.open('api')
        return (await cache.keys()).some((request) =>
          request.url.replace(location.origin, '').startsWith(wanted),
        )
      },
      prefix,
      { polling: 200 },
    )
    .then(() => undefined)

/** The build id index.html carries (`VITE_BUILD_ID`). */
export const buildIdOf = (page: Page): Promise<string | null> =>
  page.locator('meta[name="build-id"]').getAttribute('content')
