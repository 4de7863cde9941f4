import { expect, test } from '@playwright/test'

import { logInAsOwner } from './logInAsOwner'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 48: the Look sits right after Personal info, says how readable the owner's colours are
 * as they type them, and refuses a colour that is not one, under its field.
 */
test('the Look explains the contrast of the colours being typed and refuses a bad one', async ({
  page,
}) => {
  await logInAsOwner(page, '/admin/globals/look')
  // Right after the owner's identity, among the globals (the open page's entry is no link).
  await expect(page.locator('nav')).toContainText(/Personal info\s*Look\s*Site texts/)

  const brand = page.locator('#field-brand')
  await untilHydrated(brand)
  await expect(brand).toHaveValue('#6366f1')
  const contrast = page.getByTestId('look-contrast')
  await expect(contrast).toContainText('Readable as is')

  await brand.fill('#fde68a')
  await expect(contrast).toContainText(
    /On the light scheme your brand colour has 1\.\d:1 as text; links and text use #[0-9a-f]{6} \(\d+\.\d:1\) instead\./,
  )
  // White text cannot sit on so light a colour in either scheme.
  await expect(contrast).toContainText(
    /On the dark scheme white text on your brand colour has 1\.\d:1/,
  )
  await contrast.scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/shots/admin-look-contrast.png', fullPage: false })

  await brand.fill('blue')
  await expect(contrast).toContainText('Write the brand colour as # and six hexadecimal digits')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(
    page.getByText('"blue" is not a colour: write # and six hexadecimal digits').first(),
  ).toBeVisible()
  await page.screenshot({ path: '/tmp/shots/admin-look-refused.png', fullPage: false })
  const published = await (await page.request.get('/cms-api/globals/look?depth=0')).json()
  expect(published.brand ?? '#6366f1').toBe('#6366f1')
})
