import { expect, type Page } from '@playwright/test'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { untilHydrated } from './untilHydrated'

/** The dashboard's address after signing in, with the language last edited in (`?locale=`). */
export const DASHBOARD_URL = /\/admin(\?locale=[a-z]+)?$/

/** Signs in to the admin through its own login form, as the owner does, and waits for the dashboard. */
export const logInAsOwner = async (page: Page) => {
  await page.goto('/admin/login')
  await untilHydrated(page.getByRole('button', { name: 'Login' }))
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)
}
