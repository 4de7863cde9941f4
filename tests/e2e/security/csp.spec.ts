import { expect, type Page, test } from '@playwright/test'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { DASHBOARD_URL } from '../admin/logInAsOwner'
import { untilHydrated } from '../admin/untilHydrated'
import { ownerToken } from '../ownerApi'

/**
 * The Content-Security-Policy in a real browser: the public site (no inline script allowed) and
 * the admin (per-response nonces) work without a single violation, and markup stored in content
 * is shown as text, never run.
 */

type Violation = { directive: string; blocked: string; source: string }

/** Records every CSP violation the page reports, from the first script on. */
const watchViolations = async (page: Page) => {
  const violations: Violation[] = []
  const consoleErrors: string[] = []
  await page.exposeFunction('__reportCspViolation', (violation: Violation) =>
    violations.push(violation),
  )
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
        .__reportCspViolation
      report({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      })
    })
  })
  const headerErrors: string[] = []
  page.on('console', (message) => {
    if (/Permissions-Policy|Error with .* header/i.test(message.text()))
      headerErrors.push(message.text())
    if (
      message.type() === 'error' &&
      /Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())
    ) {
      consoleErrors.push(message.text())
    }
  })
  return { violations, consoleErrors, headerErrors }
}

test('public pages run under the strict policy without violations', async ({ page }) => {
  const watched = await watchViolations(page)
  for (const path of [
    '/',
    '/skills',
    '/projects',
    '/projects/1',
    '/about',
    '/contact',
    '/no-such-page',
  ]) {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    // The page has rendered (lazy route chunk loaded) and its data and images have arrived.
    await expect(page.locator('h1').first()).toBeVisible()
    await page.waitForLoadState('load')
    await page.waitForTimeout(1_000)
  }
  expect(watched.violations).toEqual([])
  expect(watched.consoleErrors).toEqual([])
  // Nor any other header complaint (e.g. an unknown Permissions-Policy feature).
  expect(watched.headerErrors).toEqual([])

  // Control: an injected inline script is blocked and reported (the watch above really works).
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.body.append(script)
    await new Promise((resolve) => setTimeout(resolve, 200))
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true
  })
  expect(ran).toBe(false)
  await expect
    .poll(() => watched.violations.map((violation) => violation.directive))
    .toContain('script-src-elem')
})

test('the admin works under its nonce policy without violations', async ({ page }) => {
  const watched = await watchViolations(page)
  await page.goto('/admin/login')
  await untilHydrated(page.getByRole('button', { name: 'Login' }))
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)
  for (const path of [
    '/admin/collections/projects',
    '/admin/collections/projects/1',
    '/admin/collections/media/create',
    '/admin/globals/personal-info',
    '/admin/account',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('.template-default, .template-minimal').first()).toBeVisible()
  }
  // The rich-text editor (Lexical) is interactive under the policy.
  await page.goto('/admin/collections/projects/1')
  const editor = page.locator('[contenteditable="true"]').first()
  await expect(editor).toBeVisible({ timeout: 30_000 })
  expect(watched.violations).toEqual([])
  expect(watched.consoleErrors).toEqual([])
})

test('markup saved in content is shown as text on the public site, never run', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request)
  const title = `XSS probe <img src=x onerror=alert(1)> ${Date.now()}`
  const created = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: '<script>alert("description")</script>',
      longDescription: '<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">link</a>',
      featured: false,
    },
  })
  expect(created.status()).toBe(201)
  const project = (await created.json()).data as { id: number; slug: string }

  const dialogs: string[] = []
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  const watched = await watchViolations(page)
  await page.goto(`/projects/${project.id}`)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText('<script>alert("description")</script>').first()).toBeVisible()
  await page.waitForTimeout(500)
  expect(dialogs).toEqual([])
  expect(watched.violations).toEqual([])
  await request.delete(`/cms-api/projects/${project.id}`, {
    headers: { authorization: `JWT ${token}` },
  })
})
