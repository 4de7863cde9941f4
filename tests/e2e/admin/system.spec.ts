import { expect, test } from '@playwright/test'

import { logInAsOwner } from './logInAsOwner'

/** The checks of `npm run doctor`, in its order (src/server/doctor/deploymentChecks.ts). */
const CHECKS = [
  'Node version',
  'Site address (SITE_URL)',
  'HTTPS and HSTS',
  'Proxy settings',
  'PAYLOAD_SECRET',
  'Database',
  'Migrations',
  'Mail settings',
  'Last backup',
  'Free disk',
  'Media store',
]

test('the System page shows the owner every deployment check, with what to do for a failing one', async ({
  page,
}) => {
  await logInAsOwner(page)
  await page.locator('#nav-system').click()
  await expect(page).toHaveURL(/\/admin\/system$/)
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible()
  const checks = page.getByTestId('system-check')
  await expect(checks).toHaveCount(CHECKS.length)
  for (const [index, name] of CHECKS.entries()) await expect(checks.nth(index)).toContainText(name)
  await expect(checks.filter({ hasText: 'Migrations' })).toHaveAttribute('data-ok', 'true')
  // The test server has never made a backup: that check fails and says what to do.
  const backup = checks.filter({ hasText: 'Last backup' })
  await expect(backup).toHaveAttribute('data-ok', 'false')
  await expect(backup).toContainText('What to do: Run npm run backup now')
  await expect(page.getByTestId('metrics-token')).toContainText('No token')
})
