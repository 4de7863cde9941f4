import { type Cookie, expect, type Page } from '@playwright/test'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { untilHydrated } from './untilHydrated'

/** The dashboard's address after signing in, with the language last edited in (`?locale=`). */
export const DASHBOARD_URL = /\/admin(\?locale=[a-z]+)?$/

/** The owner's session cookie on each server, from this worker's first sign-in there. */
const sessions = new Map<string, Cookie[]>()

/**
 * Signs in to the admin as the owner and opens `path` (the dashboard). The first time on a
 * server, through the admin's own login form, as the owner does; after that with the session it
 * made while the server still accepts it: each form sign-in cost two admin pages and a PBKDF2 hash.
 * `newSession` signs in through the form anyway (a session of that browser's own).
 */
export const logInAsOwner = async (page: Page, path = '/admin', { newSession = false } = {}) => {
  const origin = new URL((await page.request.get('/api/health')).url()).origin
  const session = sessions.get(origin)
  if (session && !newSession) {
    await page.context().addCookies(session)
    await page.goto(path)
    if (!new URL(page.url()).pathname.startsWith('/admin/login')) return
  }
  await page.goto('/admin/login')
  await untilHydrated(page.getByRole('button', { name: 'Login' }))
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)
  const cookies = await page.context().cookies(origin)
  sessions.set(
    origin,
    cookies.filter((cookie) => cookie.name === 'payload-token'),
  )
  if (path !== '/admin') await page.goto(path)
}
