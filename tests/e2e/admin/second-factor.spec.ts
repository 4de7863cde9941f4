import { readFileSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'
import { generateSync } from 'otplib'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { DASHBOARD_URL } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 32's second factor in the admin, as its owner uses it: turned on from the account page
 * (the code computed here from the secret it shows, as an authenticator app would), then the
 * admin's login screen asks for the code after the password; a recovery code signs in once and
 * is refused the second time. On an account of its own, so the worker's other specs keep
 * signing in with a password alone.
 */
const account = { email: 'second-factor-e2e@test.local', password: 'Copper-kettle-Meadow-58!' }

const codeFor = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 })

const signIn = async (page: Page) => {
  await page.goto('/admin/login')
  await untilHydrated(page.getByRole('button', { name: 'Login' }))
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
}

const signOut = async (page: Page) => {
  await page.goto('/admin/logout')
  await expect(page).toHaveURL(/\/admin\/login/)
}

test('turn on the code, sign in with it, and with a recovery code only once', async ({
  page,
  request,
}) => {
  const owner = await request.post('/api/auth/login', { data: TEST_ADMIN })
  const { token } = ((await owner.json()) as { data: { token: string } }).data
  const created = await request.post('/cms-api/users', {
    headers: { authorization: `JWT ${token}` },
    data: { ...account, role: 'admin' },
  })
  expect(created.status()).toBe(201)

  await signIn(page)
  await expect(page).toHaveURL(DASHBOARD_URL)
  await page.goto('/admin/account')
  const section = page.getByTestId('second-factor')
  const turnOn = section.getByRole('button', { name: 'Turn on the second factor' })
  await untilHydrated(turnOn)
  await turnOn.click()
  await expect(section.getByTestId('second-factor-qr')).toBeVisible()
  const secret = (await section.getByTestId('second-factor-secret').textContent())!.trim()
  await section.getByLabel('Code from the app').fill(codeFor(secret))
  await section.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(section.getByTestId('recovery-code')).toHaveCount(10)
  const recoveryCodes = await section.getByTestId('recovery-code').allTextContents()
  await expect(section.getByRole('status')).toContainText('The second factor is on')

  // Kept somewhere safe: copied, downloaded as a text file, or printed on their own.
  const codes = section.getByTestId('recovery-codes')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await codes.getByRole('button', { name: 'Copy' }).click()
  await expect(codes.getByRole('button', { name: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  for (const recoveryCode of recoveryCodes) expect(copied).toContain(recoveryCode)
  expect(copied).toContain(account.email)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codes.getByRole('button', { name: 'Download' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('recovery-codes.txt')
  expect(readFileSync(await download.path(), 'utf8')).toBe(copied)
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await codes.getByRole('button', { name: 'Print' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
  // On paper, the codes alone: not the menu, not the rest of the account page.
  await page.emulateMedia({ media: 'print' })
  await expect(codes.getByText(`Recovery codes for ${account.email}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Turn off the second factor' })).toBeHidden()
  await expect(page.locator('nav').first()).toBeHidden()
  await page.screenshot({ path: '/tmp/shots/recovery-codes-print.png', fullPage: true })
  await page.emulateMedia({ media: 'screen' })

  // Password, then the code (of the next step: the one that turned it on is spent).
  await signOut(page)
  await signIn(page)
  const code = page.getByLabel('Authentication code')
  await expect(code).toBeVisible()
  await page.screenshot({ path: '/tmp/shots/admin-login-code.png', fullPage: true })
  await code.fill(codeFor(secret, 1))
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)

  // A recovery code signs in once.
  await signOut(page)
  await signIn(page)
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)

  // … and is refused the second time.
  await signOut(page)
  await signIn(page)
  await page.getByRole('button', { name: 'Use a recovery code' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'wrong, expired or already used' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
