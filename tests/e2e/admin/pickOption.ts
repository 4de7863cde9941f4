import type { Page } from '@playwright/test'

/** Picks an option of a Payload select by typing its name (react-select). */
export const pickOption = async (page: Page, fieldId: string, name: string): Promise<void> => {
  const field = page.locator(`#${fieldId}`)
  await field.locator('.rs__control').click()
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
}
