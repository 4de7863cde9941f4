import { expect, type Page, test } from '@playwright/test'

import { ownerToken } from '../ownerApi'
import { logInAsOwner } from './logInAsOwner'
import { pickOption } from './pickOption'
import { untilFormChecked } from './untilFormChecked'
import { untilHydrated } from './untilHydrated'

/**
 * The owner's languages (issue 29): chosen in the admin's Languages screen, then a project
 * translated with the admin's locale switch; each record's sidebar and the dashboard say what
 * is still untranslated, and the site's API answers the translation in its language.
 */

/**
 * The global's Save button, once it works: the document's buttons hydrate apart from its fields,
 * and a click before that does nothing.
 */
const saveButton = async (page: Page) => {
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await untilHydrated(save)
  return save
}

test.afterEach(async ({ page }) => {
  const token = await ownerToken(page.request)
  await page.request.put('/api/languages', {
    headers: { authorization: `Bearer ${token}` },
    data: { default: 'en', enabled: ['en'] },
  })
})

test('the owner enables Spanish and Arabic, translates a project title, and sees what is left', async ({
  page,
}) => {
  await logInAsOwner(page, '/admin/globals/site-languages')
  await untilHydrated(page.locator('#field-enabled .rs__input').first())
  await pickOption(page, 'field-enabled', 'Spanish')
  await pickOption(page, 'field-enabled', 'Arabic')
  await (await saveButton(page)).click()
  await expect(page.getByText('updated successfully')).toBeVisible()
  const languages = await (await page.request.get('/api/languages')).json()
  expect(languages.data.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'es', 'ar'])

  // A project of its own: publishing a translation publishes the record's pending draft too,
  // which must be nobody else's (another spec leaves a draft on the first project).
  const token = await ownerToken(page.request)
  const made = await page.request.post('/api/projects', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `Translated ${Date.now()}`, description: 'To translate.', category: 'Web App' },
  })
  expect(made.status()).toBe(201)
  const project = (await made.json()).data as { id: number; slug: string; title: string }
  await page.goto(`/admin/collections/projects/${project.id}?locale=es`)
  await untilHydrated(page.locator('#field-title'))
  // Untranslated, the Spanish form shows nothing of its own yet; the sidebar says what is missing.
  const status = page.getByTestId('translation-status')
  await expect(status).toContainText('Spanish: missing Title, Description')
  await expect(status).toContainText('Arabic: missing Title')
  await page.locator('#field-title').fill('Plataforma de comercio electrónico')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('updated successfully').first()).toBeVisible()
  // The sidebar follows the save at once, with no reload.
  await expect(status).not.toContainText('Spanish: missing Title')
  await expect(status).toContainText('Spanish: missing Description')

  const spanish = await page.request.get(`/api/projects/slug/${project.slug}?locale=es`)
  expect(spanish.headers()['content-language']).toBe('es')
  const body = (await spanish.json()).data
  expect(body.title).toBe('Plataforma de comercio electrónico')
  expect(body.description).not.toBe('')
  const english = await (await page.request.get(`/api/projects/slug/${project.slug}`)).json()
  expect(english.data.title).toBe(project.title)

  // On the site in Spanish (another tab): the translated title, and the untranslated
  // description in English, marked as English for screen readers.
  const site = await page.context().newPage()
  await site.goto(`/es/projects/${project.id}`)
  const title = site.getByRole('heading', { level: 1 })
  await expect(title).toHaveText('Plataforma de comercio electrónico')
  await expect(title).not.toHaveAttribute('lang')
  await expect(site.locator('.project-detail__description')).toHaveText('To translate.')
  await expect(site.locator('.project-detail__description')).toHaveAttribute('lang', 'en')
  await expect(site.locator('html')).toHaveAttribute('lang', 'es')
  await site.close()

  await page.reload()
  await untilHydrated(page.locator('#field-title'))
  await expect(status).not.toContainText('Spanish: missing Title')
  await expect(status).toContainText('Spanish: missing Description')
  await page.screenshot({ path: '/tmp/shots/admin-translation-status.png', fullPage: false })

  await page.goto('/admin')
  const untranslated = page.getByTestId('untranslated')
  await expect(untranslated).toContainText(/Spanish: \d+ texts not translated yet/)
  await expect(untranslated).toContainText(/Arabic: \d+ texts not translated yet/)
  await page.screenshot({ path: '/tmp/shots/admin-dashboard-translations.png', fullPage: true })
})

test('an Arabic translation of the title alone writes no category: it stays the English one', async ({
  page,
}) => {
  await logInAsOwner(page)
  const token = await ownerToken(page.request)
  const headers = { authorization: `Bearer ${token}` }
  await page.request.put('/api/languages', {
    headers,
    data: { default: 'en', enabled: ['en', 'ar'] },
  })
  const made = await page.request.post('/api/projects', {
    headers,
    data: { title: `Shelf ${Date.now()}`, description: 'Lends books.', category: 'library' },
  })
  expect(made.status()).toBe(201)
  const project = (await made.json()).data as { id: number }
  await page.goto(`/admin/collections/projects/${project.id}?locale=ar`)
  await untilHydrated(page.locator('#field-title'))
  // No "Web App" posing as the Arabic category.
  await expect(page.locator('#field-category')).toHaveValue('')
  await page.locator('#field-title').fill('رف الكتب')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('updated successfully').first()).toBeVisible()

  const arabic = (await (await page.request.get('/api/projects?locale=ar&limit=100')).json())
    .data as { id: number; title: string; category: string }[]
  expect(arabic.find(({ id }) => id === project.id)).toMatchObject({
    title: 'رف الكتب',
    category: 'library',
  })
  await page.reload()
  await untilHydrated(page.locator('#field-title'))
  await expect(page.locator('#field-category')).toHaveValue('')
  await expect(page.getByTestId('translation-status')).toContainText(
    'Arabic: missing Description, Category',
  )
})

test('a default language that is not enabled is refused with the reason under the field', async ({
  page,
}) => {
  await logInAsOwner(page, '/admin/globals/site-languages')
  await untilHydrated(page.locator('#field-default .rs__input').first())
  const checked = untilFormChecked(page, 'default', 'fr')
  await pickOption(page, 'field-default', 'French')
  await checked
  await (await saveButton(page)).click()
  await expect(
    page
      .locator('#field-default')
      .locator('..')
      .getByText('The default language (fr) must be one of the enabled languages.'),
  ).toBeVisible()
  const languages = await (await page.request.get('/api/languages')).json()
  expect(languages.data.default).toBe('en')
})

test('Site texts in a language just enabled show its defaults greyed, list only what the owner changed, and save one text at a time', async ({
  page,
}) => {
  await logInAsOwner(page)
  const token = await ownerToken(page.request)
  await page.request.put('/api/languages', {
    headers: { authorization: `Bearer ${token}` },
    data: { default: 'en', enabled: ['en', 'es'] },
  })
  // The texts were never saved: Spanish comes with words of its own, shown greyed, not stored.
  await page.goto('/admin/globals/site-texts?locale=es')
  // Payload reopens the tab the owner last used (another spec may have left About open).
  const homeTab = page.getByRole('button', { name: 'Home', exact: true })
  await untilHydrated(homeTab)
  await homeTab.click()
  const greeting = page.locator('#field-home__greeting')
  await untilHydrated(greeting)
  await expect(greeting).toHaveValue('')
  await expect(greeting).toHaveAttribute('placeholder', 'Hola, soy')
  await expect(page.locator('#field-home__availability')).toHaveValue('')
  const status = page.getByTestId('translation-status')
  await expect(status).toContainText('Spanish: complete')

  await greeting.fill('Hola, me llamo')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('updated successfully').first()).toBeVisible()
  const spanish = (await (await page.request.get('/api/site-texts?locale=es')).json()).data
  expect(spanish.home.greeting).toBe('Hola, me llamo')
  // A text nobody wrote is the Spanish default.
  expect(spanish.home.availability).toBe('Disponible para nuevas oportunidades')
  const english = (await (await page.request.get('/api/site-texts')).json()).data
  expect(english.home.greeting).toBe('Hi there, I’m')

  // The default language's boxes show the site's words greyed too; an edit there is the
  // owner's, which Spanish then lacks.
  await page.goto('/admin/globals/site-texts?locale=en')
  const availability = page.locator('#field-home__availability')
  await untilHydrated(availability)
  await expect(availability).toHaveValue('')
  await expect(availability).toHaveAttribute('placeholder', 'Open to opportunities')
  await availability.fill('Booked until June')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText('updated successfully').first()).toBeVisible()
  await page.reload()
  await untilHydrated(page.locator('#field-home__availability'))
  await expect(status).toContainText('Spanish: missing Availability badge')
  await page.screenshot({ path: '/tmp/shots/admin-site-texts-spanish.png', fullPage: false })
  const untranslated = (await (await page.request.get('/api/site-texts?locale=es')).json()).data
  expect(untranslated.home.availability).toBe('Booked until June')

  // Back to the defaults, for the specs after this one on the same server.
  for (const [locale, home] of [
    ['es', { greeting: '' }],
    ['en', { availability: '' }],
  ] as const) {
    const reset = await page.request.post(`/cms-api/globals/site-texts?locale=${locale}`, {
      headers: { authorization: `JWT ${token}` },
      data: { home, _status: 'published' },
    })
    expect(reset.ok(), await reset.text()).toBe(true)
  }
})
