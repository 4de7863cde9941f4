import { AxeBuilder } from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'

import { checkHtml } from '../../helpers/nuHtmlChecker'
import { ownerHeaders } from '../ownerApi'
import { DESKTOP, keepInstallBannerAway, PHONE, settle } from '../site/helpers'
import { logInAsOwner } from './logInAsOwner'
import { pickOption } from './pickOption'
import { untilFormChecked } from './untilFormChecked'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 49, projects under NDA: the owner protects a project in the admin; a visitor sees its
 * teaser with a lock, is refused a wrong password and opens it with the right one, or with a
 * share link the owner made, until the owner revokes it; a crawler finds nothing beyond the teaser.
 */

// Words only in the project's body: nothing a stranger or a crawler gets may carry them.
const SECRET = 'Quasarium'
const TEASER = 'A banking ledger, under NDA'
const PASSWORD = 'correct horse battery'

const visitorOf = async (
  browser: Browser,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
) => {
  const context = await browser.newContext({ viewport: DESKTOP, ...options })
  const visitor = await context.newPage()
  await keepInstallBannerAway(visitor)
  await visitor.addInitScript(() => localStorage.setItem('language-suggestion-dismissed', 'test'))
  return visitor
}

/** What the Nu HTML Checker finds wrong in the page as the visitor's browser holds it. */
const nuErrors = async (page: Page) =>
  (await checkHtml(await page.content())).map((m) => `${m.message} ${m.extract ?? ''}`)

const expectAxeClean = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze()
  expect(results.violations.map((v) => v.id)).toEqual([])
}

test('the owner protects a project: teaser for visitors, opened by password or link, invisible to crawlers', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  await logInAsOwner(page)
  await page.goto('/admin/collections/projects/create')
  await untilHydrated(page.locator('#field-title'))
  const title = `Ledger under NDA ${Date.now()}`
  await page.locator('#field-title').fill(title)
  // One change at a time (untilFormChecked.ts): a visibility picked while the description's check
  // is out gets none of its own, and its teaser field never showed (1 run in 2 here).
  const description = `The ${SECRET} ledger, rebuilt for a bank.`
  const checked = untilFormChecked(page, 'description', description)
  await page.locator('#field-description').fill(description)
  await checked
  // The admin draws a section's fields once it is in view.
  await page.getByText('Who may see it').scrollIntoViewIfNeeded()
  await pickOption(page, 'field-visibility', 'Password')
  await page.locator('#field-teaser').fill(TEASER)
  await page.locator('#field-newPassword').fill(PASSWORD)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/projects\/\d+/, { timeout: 20_000 })
  const id = Number(page.url().match(/projects\/(\d+)/)![1])
  const headers = await ownerHeaders(page.request)
  let linkId: number | null = null

  try {
    // The list: a teaser card with a lock, nothing of the body.
    const stranger = await visitorOf(browser)
    await settle(stranger, '/projects', 'Featured Projects')
    const card = stranger.getByTestId('project-card').filter({ hasText: title })
    await expect(card).toContainText(TEASER)
    await expect(card.getByTestId('project-locked')).toHaveText('Protected')
    await expect(stranger.locator('body')).not.toContainText(SECRET)
    await card.scrollIntoViewIfNeeded()
    await card.screenshot({ path: test.info().outputPath('nda-card-1440.png') })

    // Its page asks for the password; a wrong one is refused, the right one opens it.
    await card.getByRole('link', { name: title }).click()
    await expect(stranger.getByRole('heading', { level: 1, name: title })).toBeVisible()
    const password = stranger.getByLabel('Password')
    await expect(password).toHaveAttribute('type', 'password')
    await expectAxeClean(stranger)
    await password.fill('not the password')
    await stranger.getByRole('button', { name: 'Open project' }).click()
    await expect(stranger.getByRole('alert')).toHaveText(
      'That password is not right. Check it and try again.',
    )
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toBeFocused()
    await expectAxeClean(stranger)
    await expect(stranger.locator('body')).not.toContainText(SECRET)
    await password.fill(PASSWORD)
    await stranger.getByRole('button', { name: 'Open project' }).click()
    await expect(stranger.getByTestId('project-detail')).toContainText(SECRET)
    // The cookie keeps it open for this visitor on the next visit.
    await stranger.reload()
    await expect(stranger.getByTestId('project-detail')).toContainText(SECRET)
    await stranger.context().close()

    // The password page at 375 and 1440, light and dark: looked at, axe clean.
    for (const viewport of [PHONE, DESKTOP]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const visitor = await visitorOf(browser, { viewport, colorScheme })
        await settle(visitor, `/projects/${id}`, title)
        await expect(visitor.getByLabel('Password')).toBeVisible()
        const fits = await visitor.evaluate(
          () => document.documentElement.scrollWidth <= innerWidth,
        )
        expect(fits).toBe(true)
        await visitor.screenshot({
          path: test.info().outputPath(`nda-${colorScheme}-${viewport.width}.png`),
          fullPage: true,
        })
        await expectAxeClean(visitor)
        // The same document for every screen: the validator reads it once.
        if (viewport === PHONE && colorScheme === 'light')
          expect(await nuErrors(visitor)).toEqual([])
        await visitor.context().close()
      }
    }

    // A share link, made in the admin and copied from there.
    await page.goto('/admin/collections/project-links/create')
    await untilHydrated(page.locator('#field-label'))
    await pickOption(page, 'field-project', title)
    await page.locator('#field-label').fill('Acme hiring team')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/project-links\/\d+/, { timeout: 20_000 })
    linkId = Number(page.url().match(/project-links\/(\d+)/)![1])
    const link = page.locator('#field-link')
    await expect(link).toHaveValue(new RegExp(`/projects/${id}\\?access=${linkId}\\.`))
    const shared = new URL(await link.inputValue())
    const invited = await visitorOf(browser, { viewport: PHONE })
    await invited.goto(shared.pathname + shared.search)
    await expect(invited.getByTestId('project-detail')).toContainText(SECRET)
    // The token leaves the address once used.
    await expect(invited).toHaveURL(new RegExp(`/projects/${id}$`))
    await invited.context().close()

    // Revoked in the admin: the link opens nothing any more, and says why.
    await page.reload()
    await untilHydrated(page.locator('#field-label'))
    await expect(page.locator('#field-uses')).toHaveValue('1')
    await page.locator('#field-revoked').check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    const late = await visitorOf(browser, { viewport: PHONE })
    await late.goto(shared.pathname + shared.search)
    await expect(late.getByRole('alert')).toHaveText(
      'This link was withdrawn by the owner. Ask them for a new one.',
    )
    await expect(late.locator('body')).not.toContainText(SECRET)
    await late.context().close()

    // In Arabic, right to left, the form speaks Arabic.
    await page.request.put('/api/languages', {
      headers,
      data: { default: 'en', enabled: ['en', 'ar'] },
    })
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        const visitor = await visitorOf(browser, { viewport })
        await settle(visitor, `/ar/projects/${id}`, title)
        await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
        await expect(visitor.getByLabel('كلمة المرور')).toBeVisible()
        await visitor.getByRole('button', { name: 'فتح المشروع' }).click()
        await expect(visitor.getByRole('alert')).toHaveText('اكتب كلمة المرور.')
        await visitor.screenshot({
          path: test.info().outputPath(`nda-ar-${viewport.width}.png`),
          fullPage: true,
        })
        await expectAxeClean(visitor)
        // The Arabic form with its error shown: valid too (once, the document is the same).
        if (viewport === PHONE) expect(await nuErrors(visitor)).toEqual([])
        await visitor.context().close()
      }
    } finally {
      await page.request.put('/api/languages', {
        headers,
        data: { default: 'en', enabled: ['en'] },
      })
    }

    // A crawler: no sitemap entry, a noindex page with the teaser only, no word of the body.
    const crawler = await browser.newContext()
    const sitemap = await (await crawler.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('/projects/1<')
    expect(sitemap).not.toContain(`/projects/${id}<`)
    const pageAnswer = await crawler.request.get(`/projects/${id}`)
    expect(pageAnswer.headers()['x-robots-tag']).toBe('noindex')
    const html = await pageAnswer.text()
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/)
    expect(html).toContain(TEASER)
    for (const path of [`/projects/${id}`, '/api/projects?limit=100', '/feed.xml', '/feed.json']) {
      expect(await (await crawler.request.get(path)).text(), path).not.toContain(SECRET)
    }
    const found = await crawler.request.get(`/api/projects?search=${SECRET}`)
    expect((await found.json()).data).toEqual([])
    await crawler.close()
  } finally {
    if (linkId !== null) await page.request.delete(`/cms-api/project-links/${linkId}`, { headers })
    const gone = await page.request.delete(`/cms-api/projects/${id}`, { headers })
    expect(gone.status()).toBe(200)
  }
})
