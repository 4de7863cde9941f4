import { AxeBuilder } from '@axe-core/playwright'
import { type Browser, expect, type Page, test } from '@playwright/test'

import { freePort } from '../../helpers/freePort'
import { checkHtml } from '../../helpers/nuHtmlChecker'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { startServerOnCopy } from '../../helpers/testCluster'
import type { TestServer } from '../../helpers/testServer'
import { startSmtpSink, type SmtpSink } from '../../int/email/helpers/smtpSink'
import { DESKTOP, keepInstallBannerAway, PHONE } from '../site/helpers'
import { pickOption } from './pickOption'
import { untilHydrated } from './untilHydrated'

/**
 * Issue 49's testimonials end to end, with a real SMTP server: the owner asks a client in the
 * admin; the link in the email the client receives opens the form on the site; what they send
 * waits for approval; once the owner approves it in the admin it is a quote on Home; the link
 * then shows that it was used, never the form. A server of its own: the spec sets up mail and
 * languages, which no other spec's pages may see.
 */
test.describe.configure({ mode: 'default' })

let server: TestServer
let origin: string
let sink: SmtpSink
let token: string

test.beforeAll(async () => {
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = await startServerOnCopy(process.env.E2E_CLUSTER_URL, {
    name: `test-e2e-testimonials-${port}`,
    port,
    env: { SITE_URL: origin },
  })
  sink = await startSmtpSink({ port: await freePort() })
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  token = ((await login.json()) as { data: { token: string } }).data.token
  const saved = await fetch(`${origin}/api/smtp-config`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: sink.port,
      from: 'Portfolio <site@portfolio.test>',
      adminEmail: 'owner@portfolio.test',
    }),
  })
  expect(saved.status).toBe(200)
})

test.afterAll(async () => {
  await server?.stop()
  await sink?.stop()
})

const logIn = async (page: Page) => {
  await page.goto(`${origin}/admin/login`)
  await untilHydrated(page.getByRole('button', { name: 'Login' }))
  await page.getByLabel('Email').fill(TEST_ADMIN.email)
  await page.getByLabel('Password').fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin(\?locale=[a-z]+)?$/)
}

/** The owner asks `email` in the admin; answers the path of the link the client receives. */
const askInAdmin = async (
  page: Page,
  name: string,
  email: string,
  language?: string,
): Promise<string> => {
  await page.goto(`${origin}/admin/collections/testimonial-requests/create`)
  await untilHydrated(page.locator('#field-clientName'))
  if (language) await pickOption(page, 'field-language', language)
  await page.locator('#field-clientName').fill(name)
  await page.locator('#field-email').fill(email)
  await page.locator('#field-message').fill('Would you say a few words about our work?')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/testimonial-requests\/\d+/, {
    timeout: 20_000,
  })
  await expect.poll(() => sink.to(email).length, { timeout: 30_000 }).toBe(1)
  const [mail] = sink.to(email)
  expect(mail!.subject).toContain('asks for a testimonial')
  expect(mail!.text).toContain('Would you say a few words about our work?')
  const link = /https?:\/\/\S+\/testimonial\/[A-Za-z0-9_-]+/.exec(mail!.text)
  expect(link, mail!.text).not.toBeNull()
  expect(new URL(link![0]).origin).toBe(origin)
  return new URL(link![0]).pathname
}

const SCREENS = [
  { viewport: PHONE, colorScheme: 'light' },
  { viewport: DESKTOP, colorScheme: 'light' },
  { viewport: PHONE, colorScheme: 'dark' },
  { viewport: DESKTOP, colorScheme: 'dark' },
] as const

/** Opens `path` in a visitor's browser of that size and scheme, waits for `ready`, looks. */
const lookAt = async (
  browser: Browser,
  path: string,
  ready: (page: Page) => Promise<void>,
  name: string,
) => {
  for (const { viewport, colorScheme } of SCREENS) {
    const context = await browser.newContext({ viewport, colorScheme, reducedMotion: 'reduce' })
    const visitor = await context.newPage()
    await keepInstallBannerAway(visitor)
    await visitor.goto(`${origin}${path}`)
    await ready(visitor)
    // Nothing runs off the side of a phone.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    )
    await visitor.screenshot({
      path: test.info().outputPath(`${name}-${colorScheme}-${viewport.width}.png`),
      fullPage: true,
    })
    const axe = await new AxeBuilder({ page: visitor })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([])
    // The same document for every screen: the validator reads it once.
    if (viewport === PHONE && colorScheme === 'light') {
      const nu = await checkHtml(await visitor.content())
      expect(nu.map((m) => `${m.message} ${m.extract ?? ''}`)).toEqual([])
    }
    await context.close()
  }
}

test('the owner asks for a testimonial, the client writes it, the owner approves it, Home shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  await logIn(page)
  const path = await askInAdmin(page, 'Dana Okafor', 'dana@client.test')

  // The form, as the client sees it on any screen: axe clean.
  await lookAt(
    browser,
    path,
    async (visitor) => {
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'Share your experience' }),
      ).toBeVisible()
      await expect(visitor.getByLabel('Your name')).toHaveValue('Dana Okafor')
    },
    'testimonial-form',
  )

  const context = await browser.newContext({ viewport: PHONE })
  const client = await context.newPage()
  await keepInstallBannerAway(client)
  await client.goto(`${origin}${path}`)
  // The form's own check first, in the page's words.
  await expect(client.getByLabel('Your name')).toHaveValue('Dana Okafor')
  await client.getByLabel('Your testimonial').fill('Nice <b>work</b>')
  await client.getByRole('button', { name: 'Send testimonial' }).click()
  await expect(client.getByText('Please write plain text, without tags')).toBeVisible()
  const quote = 'Shipped on time, and the checkout has not timed out since. لقد كان رائعًا.'
  await client.getByLabel('Your role').fill('CTO')
  await client.getByLabel('Company').fill('Acme')
  await client.getByLabel('Your testimonial').fill(quote)
  // Tied to one of the owner's public projects: its page shows it too.
  const project = client.getByLabel('Project')
  await project.selectOption({ index: 1 })
  const projectId = Number(await project.inputValue())
  expect(projectId).toBeGreaterThan(0)
  await client.getByRole('button', { name: 'Send testimonial' }).click()
  await expect(client.getByRole('heading', { name: 'Thank you!' })).toBeVisible()

  // Waiting for approval: on no public page or answer yet.
  const listed = async () =>
    ((await (await fetch(`${origin}/api/testimonials`)).json()) as { data: { text: string }[] })
      .data
  expect((await listed()).map((t) => t.text)).not.toContain(quote)

  // The link is spent: opened again, it says so and shows no form.
  await client.goto(`${origin}${path}`)
  await expect(client.getByTestId('testimonial-refused')).toContainText('already used')
  await expect(client.getByLabel('Your testimonial')).toHaveCount(0)
  await context.close()

  // The owner approves it in the admin: pending in the list, then opened and set Approved.
  await page.goto(`${origin}/admin/collections/testimonials`)
  // The list writes its sort into the address once hydrated; a row clicked before that lost its
  // navigation to the list's own replace (1 run in 2 on a busy machine).
  await expect(page).toHaveURL(/sort=-createdAt/)
  const row = page.locator('tr', { hasText: 'Dana Okafor' })
  await expect(row).toContainText('Pending')
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/testimonials\/\d+/)
  await untilHydrated(page.locator('#field-name'))
  await expect(page.locator('#field-text')).toHaveValue(quote)
  await pickOption(page, 'field-state', 'Approved')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('updated successfully')).toBeVisible()
  expect((await listed()).map((t) => t.text)).toContain(quote)

  // On its project's page, before the call to action.
  await page.goto(`${origin}/projects/${projectId}`)
  // Read once their place nears the viewport (below the fold).
  await page.getByTestId('testimonials-slot').scrollIntoViewIfNeeded()
  const onProject = page.getByTestId('testimonials')
  await expect(onProject).toContainText(quote)
  await expect(onProject.locator('blockquote')).toHaveAttribute('dir', 'auto')

  // Home shows it (below the fold, loaded once the first page is in).
  await lookAt(
    browser,
    '/',
    async (visitor) => {
      await visitor.getByTestId('testimonials-slot').scrollIntoViewIfNeeded()
      const section = visitor.getByTestId('testimonials')
      await expect(section).toContainText(quote)
      await expect(section).toContainText('Dana Okafor')
      // Role and company each isolated in the page's sentence (U+2068 … U+2069, as <bdi>).
      await expect(section).toContainText('\u2068CTO\u2069, \u2068Acme\u2069')
      await section.scrollIntoViewIfNeeded()
    },
    'home-testimonials',
  )
})

test('in Arabic, the form and the quotes read right to left', async ({ page, browser }) => {
  test.setTimeout(240_000)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const languages = await fetch(`${origin}/api/languages`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ default: 'en', enabled: ['en', 'ar'] }),
  })
  expect(languages.status).toBe(200)
  try {
    // One the owner adds by hand, approved at once: a client's words in Arabic.
    const added = await fetch(`${origin}/cms-api/testimonials`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'ليلى حداد',
        role: 'مديرة المنتج',
        company: 'شركة النخيل',
        text: 'عمل دقيق وتواصل واضح طوال المشروع، وسلّم كل شيء في موعده.',
        state: 'approved',
      }),
    })
    expect(added.status).toBe(201)
    await logIn(page)
    const path = await askInAdmin(page, 'ليلى حداد', 'layla@client.test', 'Arabic')
    expect(path).toMatch(/^\/ar\/testimonial\//)
    await lookAt(
      browser,
      path,
      async (visitor) => {
        await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl')
        await expect(visitor.getByRole('heading', { level: 1, name: 'شارك تجربتك' })).toBeVisible()
      },
      'testimonial-form-ar',
    )
    await lookAt(
      browser,
      '/ar',
      async (visitor) => {
        await visitor.getByTestId('testimonials-slot').scrollIntoViewIfNeeded()
        const section = visitor.getByTestId('testimonials')
        await expect(section).toContainText('ماذا يقول العملاء')
        await expect(section).toContainText('\u2068مديرة المنتج\u2069، \u2068شركة النخيل\u2069')
        await section.scrollIntoViewIfNeeded()
      },
      'home-testimonials-ar',
    )
  } finally {
    await fetch(`${origin}/api/languages`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ default: 'en', enabled: ['en'] }),
    })
  }
})
