import { expect, test, type Page } from '@playwright/test'

import { DESKTOP, PHONE } from '../site/helpers'

/**
 * The install banner (spec sections 2 and 4), on the page's fake clock: the page loads with time
 * flowing, then the clock is paused and stepped across the 1 s and 3 s marks.
 */
test.use({ viewport: DESKTOP })

const KEY = 'pwa-install-dismissed'
const CLOCK_START = Date.UTC(2025, 0, 15, 12)
/** What Date.now() says while the page loads: the clock is paused here before navigating. */
const PAGE_NOW = CLOCK_START + 5_000
const DAY = 24 * 60 * 60 * 1000
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

const banner = (page: Page) => page.getByRole('complementary', { name: 'Install App' })

/**
 * Real install offers from Chromium would make the timing depend on the browser; the tests send
 * their own (`fakeInstallOffer`) and keep the real ones out.
 */
const onlyFakeInstallOffers = (page: Page) =>
  page.addInitScript(() => {
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (!(event as Event & { fake?: boolean }).fake) event.stopImmediatePropagation()
      },
      { capture: true },
    )
  })

/** Dispatches a beforeinstallprompt whose prompt() records the call and answers `outcome`. */
const fakeInstallOffer = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((choice) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      fake: true,
      prompt: async () => {
        ;(window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    })
    window.dispatchEvent(event)
    return event.defaultPrevented
  }, outcome)

/**
 * Opens `/` on a paused fake clock and lets it load, moving the page's clock on at a fifth of
 * real speed until the PWA code is in, then exactly to `atMs` after the page's start. However
 * slow the machine, the page is ready long before the moment under test.
 */
const openPaused = async (page: Page, atMs: number) => {
  await pausedClock(page)
  await page.goto('/', { waitUntil: 'commit' })
  await stepUntil(page, async () => (await page.getByTestId('pwa-layer').count()) > 0)
  const now = await page.evaluate(() => performance.now())
  expect(now, 'the page was ready before the moment under test').toBeLessThan(atMs)
  await page.clock.runFor(Math.round(atMs - now))
}

/** Installs the fake clock and pauses it (at PAGE_NOW) before the page exists. */
const pausedClock = async (page: Page) => {
  await page.clock.install({ time: CLOCK_START })
  await page.clock.pauseAt(PAGE_NOW)
}

/** Moves the paused clock on in 20 ms steps, 100 ms of real time apart, until `done`. */
const stepUntil = async (page: Page, done: () => Promise<boolean>) => {
  for (let step = 0; !(await done()); step += 1) {
    if (step > 300) throw new Error('the page did not get there in 6 s of its time')
    await page.clock.runFor(20)
    await page.waitForTimeout(100)
  }
}

test.beforeEach(async ({ page }) => {
  await onlyFakeInstallOffers(page)
})

test('without an install offer the banner appears 3 s after the start, not before', async ({
  page,
}) => {
  await openPaused(page, 2000)
  await page.clock.runFor(999)
  await expect(banner(page)).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByText('Install App', { exact: true })).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Install', exact: true })).toBeVisible()
  await expect(banner(page).getByRole('button', { name: 'Dismiss' })).toBeVisible()
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`the banner has its own space above the page and covers none of it (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await openPaused(page, 2000)
    // The page's first block (the profile card on Home), whatever its heading.
    const content = page.locator('main .page > *').first()
    await expect(content).toBeVisible()
    const before = (await content.boundingBox())!
    await page.clock.runFor(1000)
    await expect(banner(page)).toBeVisible()
    const bar = (await banner(page).boundingBox())!
    const after = (await content.boundingBox())!
    // Nothing of the page lies under the banner, and nothing moved to make room for it.
    expect(after.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    expect(after.y).toBe(before.y)
    // Scrolled, it goes with the top of the page instead of following over the content.
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    expect((await banner(page).boundingBox())!.y).toBeLessThan(bar.y - 100)
  })
}

test('with an install offer the banner appears 1 s after it; Install shows the saved prompt and acceptance hides it', async ({
  page,
}) => {
  await openPaused(page, 1200)
  // The page keeps the browser's own mini-infobar away.
  expect(await fakeInstallOffer(page, 'accepted')).toBe(true)
  await page.clock.runFor(999)
  await expect(banner(page)).toHaveCount(0)
  await page.clock.runFor(1)
  await expect(banner(page)).toBeVisible()
  await banner(page).getByRole('button', { name: 'Install', exact: true }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
  // Accepting is not a dismissal.
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull()
})

test('when the visitor turns the prompt down, the banner stays', async ({ page }) => {
  await openPaused(page, 1200)
  await fakeInstallOffer(page, 'dismissed')
  await page.clock.runFor(1000)
  await banner(page).getByRole('button', { name: 'Install', exact: true }).click()
  await page.clock.runFor(100)
  await expect(banner(page)).toBeVisible()
})

test('an offer that arrives before the PWA code loads still counts from its own moment', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const store = window as unknown as { offeredAt: number; shownAt: number | null }
    store.shownAt = null
    // Fired as early as the page can: before the lazily loaded banner exists.
    document.addEventListener('DOMContentLoaded', () => {
      store.offeredAt = performance.now()
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          fake: true,
          prompt: async () => {},
          userChoice: new Promise(() => {}),
        }),
      )
    })
    new MutationObserver(() => {
      if (store.shownAt === null && document.querySelector('[data-testid="install-banner"]'))
        store.shownAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  await pausedClock(page)
  await page.goto('/', { waitUntil: 'commit' })
  await stepUntil(page, async () => (await banner(page).count()) > 0)
  const { offeredAt, shownAt } = await page.evaluate(() => {
    const store = window as unknown as { offeredAt: number; shownAt: number }
    return { offeredAt: store.offeredAt, shownAt: store.shownAt }
  })
  expect(shownAt - offeredAt).toBeGreaterThanOrEqual(1000)
  expect(shownAt - offeredAt).toBeLessThanOrEqual(1020)
})

test('Dismiss hides the banner and stores the time under pwa-install-dismissed', async ({
  page,
}) => {
  await openPaused(page, 2000)
  await page.clock.runFor(1000)
  await banner(page).getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner(page)).toHaveCount(0)
  const { stored, now } = await page.evaluate(
    (key) => ({ stored: localStorage.getItem(key), now: Date.now() }),
    KEY,
  )
  expect(Number(stored)).toBe(now)
})

test('a dismissal is remembered for 7 days', async ({ page }) => {
  await page.addInitScript(({ key, at }) => localStorage.setItem(key, String(at)), {
    key: KEY,
    at: PAGE_NOW - 6 * DAY,
  })
  await openPaused(page, 2000)
  await page.clock.runFor(5000)
  await expect(page.getByTestId('pwa-layer')).toBeAttached()
  await expect(banner(page)).toHaveCount(0)
})

test('a dismissal older than 7 days is ignored', async ({ page }) => {
  await page.addInitScript(({ key, at }) => localStorage.setItem(key, String(at)), {
    key: KEY,
    at: PAGE_NOW - 7 * DAY - 60_000,
  })
  await openPaused(page, 2000)
  await page.clock.runFor(1000)
  await expect(banner(page)).toBeVisible()
})

test('running standalone (installed), there is no banner, even with an offer', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window)
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
        : original(query)
  })
  await openPaused(page, 1200)
  await fakeInstallOffer(page, 'accepted')
  await page.clock.runFor(5000)
  await expect(page.getByTestId('pwa-layer')).toBeAttached()
  await expect(banner(page)).toHaveCount(0)
})

test.describe('on iOS', () => {
  test.use({ userAgent: IPHONE_UA, viewport: PHONE, isMobile: true, hasTouch: true })

  test('the banner offers "View Instructions", which shows the Add to Home Screen steps', async ({
    page,
  }) => {
    await openPaused(page, 800)
    await page.clock.runFor(199)
    await expect(banner(page)).toHaveCount(0)
    await page.clock.runFor(1)
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Install', exact: true })).toHaveCount(0)
    const dialog = page.waitForEvent('dialog')
    const click = banner(page).getByRole('button', { name: 'View Instructions' }).click()
    const alert = await dialog
    expect(alert.type()).toBe('alert')
    expect(alert.message()).toContain('1. Tap the Share button')
    expect(alert.message()).toContain("2. Select 'Add to Home Screen'")
    await alert.accept()
    await click
  })

  test('added to the Home Screen (navigator.standalone), there is no banner', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }),
    )
    await openPaused(page, 800)
    await page.clock.runFor(5000)
    await expect(banner(page)).toHaveCount(0)
  })
})
