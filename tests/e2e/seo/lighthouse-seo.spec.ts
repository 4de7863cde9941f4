import { type Browser, chromium, expect, test } from '@playwright/test'
import lighthouse from 'lighthouse'

import { freePort } from '../../helpers/freePort'

/** Every public route; each must score 100 in Lighthouse's SEO category. */
const PUBLIC_ROUTES = ['/', '/skills', '/projects', '/projects/1', '/about', '/contact']

let browser: Browser
let debuggingPort: number

test.describe('Lighthouse SEO', () => {
  // One audit takes 4–15 s depending on machine load; the score itself does not vary.
  test.setTimeout(150_000)

  test.beforeAll(async () => {
    // Lighthouse drives its own tab of this Chromium through the DevTools protocol.
    debuggingPort = await freePort()
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        `--remote-debugging-port=${debuggingPort}`,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  })
  test.afterAll(async () => {
    await browser?.close()
  })

  for (const route of PUBLIC_ROUTES) {
    test(`${route} scores 100`, async ({ baseURL }) => {
      const result = await lighthouse(
        `${baseURL}${route}`,
        { port: debuggingPort, logLevel: 'error', output: 'json' },
        {
          extends: 'lighthouse:default',
          settings: {
            onlyCategories: ['seo'],
            formFactor: 'desktop',
            screenEmulation: { disabled: true },
            // SEO audits read the loaded page. 'simulate' throttles nothing while the page loads
            // (it only models performance metrics afterwards), and it is the one method that keeps
            // the short waits below: 'provided' and 'devtools' raise every quiet window to 5.25 s,
            // which made each audit wait 12 s on an idle page.
            throttlingMethod: 'simulate',
            disableFullPageScreenshot: true,
            skipAboutBlank: true,
            pauseAfterFcpMs: 0,
            pauseAfterLoadMs: 500,
            networkQuietThresholdMs: 500,
            cpuQuietThresholdMs: 0,
          },
        },
      )
      const lhr = result!.lhr
      const failing = lhr.categories
        .seo!.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]!.score !== 1)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`)
      expect(failing).toEqual([])
      expect(lhr.categories.seo!.score).toBe(1)
    })
  }
})
