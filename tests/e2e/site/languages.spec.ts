import { AxeBuilder } from '@axe-core/playwright'
import { type APIRequestContext, expect, test } from '@playwright/test'

import { ownerToken } from '../ownerApi'
import { DESKTOP, keepInstallBannerAway, PHONE, settle } from './helpers'

/**
 * The site in the owner's languages (issue 29), as a visitor meets it: English by default,
 * Spanish and Arabic enabled through the admin's `PUT /api/languages` before each test and
 * English only again after it (each worker's server is shared by the specs it runs).
 *
 * The tests that open a `/es/…` or `/ar/…` address directly need the server to answer it with
 * the site's page (src/site); the others enter the site at `/` and move within it.
 */
let token: string

const setLanguages = async (request: APIRequestContext, enabled: string[]) => {
  const res = await request.put('/api/languages', {
    headers: { authorization: `Bearer ${token}` },
    data: { default: 'en', enabled },
  })
  expect(res.status(), await res.text()).toBe(200)
}

test.beforeAll(async ({ request }) => {
  token = await ownerToken(request)
})

test.beforeEach(async ({ request }) => setLanguages(request, ['en', 'es', 'ar']))
test.afterEach(async ({ request }) => setLanguages(request, ['en']))

test.describe('at 1440 px', () => {
  test.use({ viewport: DESKTOP })
  // The offer of another language (tested below) would float over what these tests click.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language-suggestion-dismissed', 'test'))
  })

  test("/es/ shows the site's own words in Spanish and reads the content in Spanish", async ({
    page,
  }) => {
    const spanishRead = page.waitForRequest((request) =>
      /\/api\/projects\?.*locale=es/.test(request.url()),
    )
    await page.goto('/es/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    const dock = page.getByRole('navigation', { name: 'Principal' })
    await expect(dock).toBeVisible()
    await expect(dock.getByText('Proyectos', { exact: true })).toBeAttached()
    await spanishRead
    // Every link of the dock stays in Spanish.
    await expect(dock.locator('a[data-dock="Projects"]')).toHaveAttribute('href', '/es/projects')
  })

  test("a language just enabled shows the Site texts' defaults in its own words (issue 45)", async ({
    page,
  }) => {
    await page.goto('/es/')
    const main = page.locator('main')
    await expect(page.locator('.profile-card__hello')).toHaveText('Hola, soy')
    await expect(main).toContainText('Disponible para nuevas oportunidades')
    await expect(main.getByRole('link', { name: 'Más sobre mí' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Stack tecnológico' })).toBeVisible()
    await expect(main).not.toContainText('Tech Stack')
    await page.goto('/es/projects')
    await expect(main.getByRole('heading', { name: '¿Tienes un proyecto en mente?' })).toBeVisible()
    await page.goto('/ar/')
    await expect(page.locator('.profile-card__hello')).toHaveText('مرحبًا، أنا')
    await expect(main.getByRole('heading', { name: 'التقنيات التي أستخدمها' })).toBeVisible()
    await expect(main).not.toContainText('View Work')
  })

  test('the switch opens the same page in the chosen language, and back', async ({ page }) => {
    await settle(page, '/', /.+/)
    await page.locator('a[data-dock="Projects"]').click()
    await expect(page).toHaveURL(/\/projects$/)
    const language = page.getByRole('combobox', { name: 'Language' })
    await expect(language).toHaveValue('en')
    await expect(language.locator('option')).toHaveText(['English', 'Español', 'العربية'])
    await language.selectOption('es')
    await expect(page).toHaveURL(/\/es\/projects$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible()
    await expect(page.locator('a[data-dock="Projects"]')).toHaveAttribute('aria-current', 'page')

    // A project's page, and the way back to the list, stay in Spanish.
    await page.locator('.project-card__link').first().click()
    await expect(page).toHaveURL(/\/es\/projects\/\d+$/)
    await page.locator('.project-detail__back').click()
    await expect(page).toHaveURL(/\/es\/projects$/)

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('ar')
    await expect(page).toHaveURL(/\/ar\/projects$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en')
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  })

  test("after a move within Spanish pages the head names the page's languages as the server does", async ({
    page,
    request,
  }) => {
    await page.goto('/es/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await page.locator('a[data-dock="Projects"]').click()
    await expect(page).toHaveURL(/\/es\/projects$/)
    const served = await (await request.get('/es/projects')).text()
    const tagsOf = (html: string) => ({
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)]
        .map((match) => `${match[1]} ${match[2]}`)
        .sort(),
      ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
    })
    const expected = tagsOf(served)
    expect(expected.canonical).toMatch(/\/es\/projects$/)
    await expect
      .poll(async () =>
        page.evaluate(() => ({
          canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
          alternates: [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
          ]
            .map((link) => `${link.hreflang} ${link.href}`)
            .sort(),
          ogLocale: document.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
        })),
      )
      .toEqual(expected)
  })

  test('a language the site does not have is the not-found page', async ({ page }) => {
    await page.goto('/fr/projects')
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible()
  })

  test("a language the site has no words of its own for says the owner's, English for the rest", async ({
    page,
    request,
  }) => {
    await setLanguages(request, ['en', 'es', 'ar', 'it'])
    const publish = (siteWords: unknown) =>
      request.post('/cms-api/globals/site-texts', {
        headers: { authorization: `Bearer ${token}` },
        data: { siteWords, _status: 'published' },
      })
    expect(
      (await publish({ it: { 'dock.projects': 'Progetti', 'dock.label': 'Principale' } })).status(),
    ).toBe(200)
    try {
      await page.goto('/it/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'it')
      const dock = page.getByRole('navigation', { name: 'Principale' })
      await expect(dock.getByText('Progetti', { exact: true })).toBeAttached()
      await expect(dock.getByText('Skills', { exact: true })).toBeAttached()
    } finally {
      await publish(null)
    }
  })

  test('with English only there is no switch', async ({ page, request }) => {
    await setLanguages(request, ['en'])
    await settle(page, '/', /.+/)
    await expect(page.locator('a[data-dock="Projects"]')).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0)
  })
})

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ viewport: DESKTOP, locale: 'es-ES' })
  test.beforeEach(({ page }) => keepInstallBannerAway(page))

  test('is offered the page in Spanish, in Spanish, and never sent there unasked', async ({
    page,
  }) => {
    await settle(page, '/about', 'About Me')
    const offer = page.getByRole('complementary', { name: 'Español' })
    await expect(offer).toContainText('Esta página también está en Español.')
    await expect(page).toHaveURL(/\/about$/)
    await offer.getByRole('link', { name: 'Cambiar' }).click()
    await expect(page).toHaveURL(/\/es\/about$/)
    await expect(offer).toHaveCount(0)
  })

  test('can dismiss the offer, which the browser remembers', async ({ page }) => {
    await settle(page, '/', /.+/)
    const offer = page.getByRole('complementary', { name: 'Español' })
    await offer.getByRole('button', { name: 'Cerrar' }).click()
    await expect(offer).toHaveCount(0)
    expect(
      await page.evaluate(() => localStorage.getItem('language-suggestion-dismissed')),
    ).not.toBeNull()
  })
})

for (const colorScheme of ['dark', 'light'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`/ar/ in the ${colorScheme} theme at ${viewport.width} px`, () => {
      test.use({ viewport, colorScheme })
      test.beforeEach(({ page }) => keepInstallBannerAway(page))

      test('is right to left, with no axe violations and no sideways scrolling', async ({
        page,
      }) => {
        await settle(page, '/ar/', /.+/)
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
        await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
        // The browser prefers English: the offer of the page in English is part of it.
        const offer = page.getByRole('complementary', { name: 'English' })
        await expect(offer).toContainText('This page is also in English.')
        await expect(offer).toHaveAttribute('lang', 'en')
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .setLegacyMode(true)
          .analyze()
        expect(
          results.violations.map(
            (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([])
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
      })
    })
  }
}
