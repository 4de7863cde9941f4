import { expect, type Page } from '@playwright/test'

/**
 * Opens the live preview unless it is open already: Payload keeps its open state as one
 * preference of the account for all projects, so a spec run before on the same worker (and
 * server) may have left it open, and a blind click would close it.
 */
export const openLivePreview = async (page: Page) => {
  const open = page.locator('.live-preview-window--is-live-previewing')
  if ((await open.count()) === 0) {
    const remembered = page.waitForResponse(
      (res) => res.url().includes('/payload-preferences/') && res.request().method() === 'POST',
    )
    await page.locator('#live-preview-toggler').click()
    expect((await remembered).ok()).toBe(true)
  }
  await expect(open).toHaveCount(1)
}
