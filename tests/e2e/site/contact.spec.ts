import { expect, test } from '@playwright/test'

import { apiPersonalInfo, DESKTOP, readPresence, watchPresence } from './helpers'

test.use({ viewport: DESKTOP })

const fill = async (page: import('@playwright/test').Page, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value)
}

test.describe('Contact', () => {
  test('shows a 600 ms skeleton, then email, phone, location, quick response and availability', async ({
    page,
    request,
  }) => {
    const info = await apiPersonalInfo(request)
    await watchPresence(page, ['[data-testid="contact-skeleton"]'])
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible()
    await expect(page.getByTestId('contact-email')).toBeVisible()
    const { shown, hidden } = (await readPresence(page))['[data-testid="contact-skeleton"]']
    expect(hidden! - shown!).toBeGreaterThanOrEqual(580)

    await expect(page.getByTestId('contact-email').getByRole('link')).toHaveAttribute(
      'href',
      `mailto:${info.email}`,
    )
    await expect(page.getByTestId('contact-email')).toContainText(info.email)
    await expect(page.getByTestId('contact-phone').getByRole('link')).toHaveAttribute(
      'href',
      `tel:${info.phone.replace(/[^\d+]/g, '')}`,
    )
    await expect(page.getByTestId('contact-phone')).toContainText(info.phone)
    await expect(page.getByTestId('contact-location')).toContainText(info.location)
    await expect(page.getByRole('heading', { name: 'Quick Response' })).toBeVisible()
    await expect(page.getByText('typically respond within 24 hours').first()).toBeVisible()
    await expect(page.getByText('Available for new projects')).toBeVisible()

    await page.getByRole('link', { name: 'View My Work' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await page.goBack()
    await page.getByRole('link', { name: 'My Skills' }).click()
    await expect(page).toHaveURL(/\/skills$/)
  })

  test('the message form posts to the API, shows its field errors, then a success state', async ({
    page,
  }) => {
    await page.goto('/contact')
    const send = page.getByRole('button', { name: 'Send Message' })
    await send.click()
    await expect(page.getByText('Please enter your name.')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()

    await fill(page, {
      Name: 'Dana Visitor',
      Email: 'not-an-email',
      Message: 'I would like a website.',
    })
    const posted = page.waitForRequest(
      (r) => r.url().endsWith('/api/inquiries') && r.method() === 'POST',
    )
    await send.click()
    const body = (await posted).postDataJSON()
    expect(body).toMatchObject({ name: 'Dana Visitor', email: 'not-an-email', website: '' })
    const emailError = page.locator('#contact-email-error')
    await expect(emailError).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute(
      'aria-describedby',
      'contact-email-error',
    )
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('I would like a website.')

    await fill(page, { Email: 'dana@example.com', 'Subject (optional)': 'New website' })
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/inquiries'))
    await send.click()
    expect((await answered).status()).toBe(201)
    const success = page.getByTestId('contact-success')
    await expect(success.getByRole('heading', { name: 'Message sent!' })).toBeVisible()
    await expect(success).toContainText('Dana Visitor')
    await success.getByRole('button', { name: 'Send another message' }).click()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  })

  test('when sending fails, everything typed stays and the reason is shown', async ({ page }) => {
    await page.goto('/contact')
    await page.route('**/api/inquiries', (route) => route.abort('connectionrefused'))
    const values = {
      Name: 'Offline Olly',
      Email: 'olly@example.com',
      'Subject (optional)': 'Hello',
      Message: 'Are you there?',
    }
    await fill(page, values)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toContainText('could not be sent')
    for (const [label, value] of Object.entries(values)) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value)
    }

    await page.unroute('**/api/inquiries')
    await page.route('**/api/inquiries', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30' },
        json: { error: { status: 429, code: 'rate_limited', message: 'Too many requests' } },
      }),
    )
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toContainText('try again in 30 seconds')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Are you there?')
  })
})
