import { AxeBuilder } from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { ownerHeaders } from '../ownerApi'
import { apiPersonalInfo, DESKTOP, PHONE, readPresence, watchPresence } from './helpers'

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

  test('"Book a call" sits beside the e-mail when the owner gave a booking page, opens it in a new tab and counts as a goal', async ({
    browser,
    request,
  }) => {
    const headers = await ownerHeaders(request)
    const booking = 'https://cal.com/e2e-owner/30min'
    const callsBooked = async (): Promise<number> =>
      (await (await request.get('/api/stats', { headers })).json()).data.callsBooked
    const setBooking = async (schedulingUrl: string) =>
      expect(
        (await request.put('/api/personal-info', { headers, data: { schedulingUrl } })).ok(),
      ).toBe(true)
    await setBooking(booking)
    // A visitor's browser (Chromium's headless user agent is not counted as one).
    const visitor = await browser.newContext({
      viewport: PHONE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    })
    try {
      const before = await callsBooked()
      await visitor.route('https://cal.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }),
      )
      const page = await visitor.newPage()
      await page.goto('/contact')
      const cards = page.locator('.contact-details > li')
      await expect(cards.nth(0)).toHaveAttribute('data-testid', 'contact-email')
      await expect(cards.nth(1)).toHaveAttribute('data-testid', 'contact-call')
      const button = page.getByRole('link', { name: 'Book a call (opens in a new tab)' })
      await expect(button).toHaveAttribute('href', booking)
      const axe = await new AxeBuilder({ page }).include('[data-testid="contact-call"]').analyze()
      expect(axe.violations).toEqual([])
      await page.screenshot({ path: test.info().outputPath('contact-book-a-call-375.png') })
      const [booked] = await Promise.all([page.waitForEvent('popup'), button.click()])
      await expect(booked).toHaveURL(booking)
      await expect.poll(callsBooked).toBe(before + 1)

      await setBooking('')
      await page.reload()
      await expect(page.getByTestId('contact-email')).toBeVisible()
      await expect(page.getByTestId('contact-call')).toHaveCount(0)
    } finally {
      await visitor.close()
      await setBooking('')
    }
  })
})
