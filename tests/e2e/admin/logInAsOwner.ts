import { expect, type Page } from '@playwright/test'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { untilHydrated } from './untilHydrated'

/** Signs in to the admin through its own login form, as the owner does, and waits for the dashboard. */
export const logInAsOwner = async (page: Page) => {
  await page.goto('/admin/login')
  await untilHydrated(page.getByRole('button', { name: 'Login' }))
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  // The dashboard, with the language last edited in when the owner switched one (`?locale=`).
  await expect(page).toHaveURL(/\/admin(\?locale=[a-z]+)?$/)
}
