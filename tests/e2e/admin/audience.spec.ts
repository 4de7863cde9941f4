import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test'

import { ownerToken } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'

/**
 * Who visits, end to end: three people (three browsers with their own user agents) browse the
 * site; within 10 s the contract's figures and the owner's dashboard count them, while a
 * crawler and the signed-in owner add nothing, and no public answer sets a cookie.
 */

test.describe.configure({ timeout: 120_000 })

const VISITORS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 15.1; rv:145.0) Gecko/20100101 Firefox/145.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
]
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Stats = {
  visitors: number
  pageviews: number
  pages: { path: string; pageviews: number; visitors: number }[]
}

const statsOf = async (request: APIRequestContext, token: string): Promise<Stats> => {
  const res = await request.get('/api/stats', { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return (await res.json()).data
}

const viewsOf = (stats: Stats, path: string) =>
  stats.pages.find((page) => page.path === path)?.pageviews ?? 0

/** Opens / and moves to Projects in the dock, as a visitor does; notes every Set-Cookie seen. */
const browse = async (context: BrowserContext, cookies: string[]) => {
  context.on('response', async (response) => {
    // A response that arrives while the test is closing the context can no longer be read: the
    // read rejected and failed a fresh-clone run ("Target page, context or browser has been
    // closed"). Such a late answer (a beacon, a prefetch) is nobody's page any more.
    const header = await response.headerValue('set-cookie').catch(() => null)
    if (header) cookies.push(`${response.url()}: ${header}`)
  })
  const page = await context.newPage()
  let beacons = 0
  page.on('request', (req) => {
    if (req.url().endsWith('/api/events')) beacons += 1
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  // The beacon goes 300 ms after the page has loaded; the move below is a view of its own.
  await expect.poll(() => beacons).toBe(1)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Projects' })
    .click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect.poll(() => beacons).toBe(2)
  await page.close()
}

test('three visitors are counted within 10 s, in the figures and on the dashboard; a crawler and the owner are not', async ({
  browser,
  request,
  page,
}) => {
  const token = await ownerToken(request)
  const before = await statsOf(request, token)

  const cookies: string[] = []
  for (const userAgent of VISITORS) {
    const context = await browser.newContext({ userAgent })
    await browse(context, cookies)
    await context.close()
  }
  // A crawler that runs the site's script: answered, not counted.
  const crawler = await browser.newContext({ userAgent: CRAWLER })
  await browse(crawler, [])
  await crawler.close()
  // The signed-in owner looking at their own site: not counted either.
  const owner = await browser.newContext({ userAgent: VISITORS[0] })
  const ownerPage = await owner.newPage()
  await logInAsOwner(ownerPage)
  await ownerPage.close()
  await browse(owner, [])
  await owner.close()

  const started = Date.now()
  let after = before
  await expect
    .poll(
      async () => {
        after = await statsOf(request, token)
        return [
          after.visitors - before.visitors,
          viewsOf(after, '/') - viewsOf(before, '/'),
          viewsOf(after, '/projects') - viewsOf(before, '/projects'),
        ]
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toEqual([3, 3, 3])
  console.info(
    `[audience] three visitors in the figures ${Date.now() - started} ms after the last view`,
  )
  expect(after.pageviews - before.pageviews).toBe(6)
  expect(cookies, 'no public answer sets a cookie').toEqual([])

  // The owner's dashboard says the same.
  await logInAsOwner(page)
  const audience = page.getByTestId('audience')
  await expect(audience.getByTestId('audience-visitors')).toContainText(String(after.visitors))
  await expect(audience.getByTestId('audience-pageviews')).toContainText(
    after.pageviews.toLocaleString('en'),
  )
  await expect(audience.getByTestId('audience-chart')).toBeVisible()
  await expect(audience.getByTestId('audience-pages')).toContainText('/projects')
  // Its text alternative: the chart's figures as a table.
  await audience.getByText('The figures of each day').click()
  await expect(audience.getByTestId('audience-days').locator('tbody tr')).toHaveCount(30)
  await audience.getByRole('link', { name: 'Last 7 days' }).click()
  await expect(page).toHaveURL(/audience=7/)
  await expect(page.getByTestId('audience-days').locator('tbody tr')).toHaveCount(7)
  // What the link downloads, fetched by the owner's page with their session. Fetched rather than
  // clicked: a CI run's click produced no download event and hung the test to its timeout.
  const csvLink = page.getByTestId('audience-csv')
  await expect(csvLink).toHaveAttribute('download', '')
  const csv = await page.evaluate(
    async (href) => {
      const res = await fetch(href)
      return {
        status: res.status,
        disposition: res.headers.get('content-disposition'),
        text: await res.text(),
      }
    },
    (await csvLink.getAttribute('href'))!,
  )
  expect(csv.status).toBe(200)
  expect(csv.disposition).toMatch(/^attachment; filename="audience-.+\.csv"$/)
  const lines = csv.text.trim().split(/\r\n/)
  expect(lines[0]).toBe('date,visitors,pageviews')
  expect(lines).toHaveLength(8)
})
