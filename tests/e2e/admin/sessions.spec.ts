import { expect, test } from '@playwright/test'

import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 32's sessions in the admin: the owner, signed in from two browsers, sees both on the
 * account page (this one marked) and signs the other out; the other browser's next admin call
 * answers 401 and its next page asks it to sign in again.
 */
const ELSEWHERE_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

test('the account page lists the sessions and signs another browser out', async ({
  browser,
  page,
}) => {
  const elsewhere = await browser.newContext({ userAgent: ELSEWHERE_AGENT })
  try {
    const other = await elsewhere.newPage()
    // Two sign-ins, two sessions: neither browser borrows the worker's shared one.
    await logInAsOwner(other, '/admin', { newSession: true })
    await logInAsOwner(page, '/admin', { newSession: true })

    await page.goto('/admin/account')
    const sessions = page.getByTestId('sessions')
    await expect(sessions.locator('[data-current="true"]')).toContainText('(this browser)')
    const otherRow = sessions
      .getByTestId('session')
      .filter({ hasText: 'Firefox on Windows' })
      .first()
    await expect(otherRow).toBeVisible()
    await page.screenshot({ path: '/tmp/shots/admin-sessions.png', fullPage: true })
    const signOut = otherRow.getByRole('button', { name: 'Sign out' })
    await untilHydrated(signOut)
    await signOut.click()
    await expect(sessions.getByRole('status')).toHaveText('Signed out Firefox on Windows.')

    const call = await other.request.get('/cms-api/users/sessions')
    expect(call.status()).toBe(401)
    await other.goto('/admin/collections/projects')
    await expect(other).toHaveURL(/\/admin\/login/)
  } finally {
    await elsewhere.close()
  }
})
