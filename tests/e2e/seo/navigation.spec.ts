import { expect, type Page, test } from '@playwright/test'

import { apiPersonalInfo, apiProjects, DESKTOP } from '../site/helpers'

test.use({ viewport: DESKTOP })

/** The managed head tags of a document: title, canonical, every description/robots/og/twitter meta, JSON-LD. */
type Head = {
  title: string
  canonical: string[]
  meta: Record<string, string[]>
  jsonLd: unknown[]
}

const readHead = (doc: Document): Head => {
  const meta: Record<string, string[]> = {}
  doc.head.querySelectorAll('meta[name], meta[property]').forEach((element) => {
    const key = element.getAttribute('name') ?? element.getAttribute('property')!
    if (!/^(description|keywords|robots|author|og:.*|twitter:.*)$/.test(key)) return
    ;(meta[key] ??= []).push(element.getAttribute('content') ?? '')
  })
  return {
    title: doc.title,
    canonical: [...doc.head.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    meta,
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    ),
  }
}

/** The live head, after the SPA's updates. */
const liveHead = (page: Page): Promise<Head> =>
  page.evaluate(`(${readHead.toString()})(document)`) as Promise<Head>

/** The head the server sends for `path`, as a crawler without JavaScript reads it. */
const serverHead = async (page: Page, path: string): Promise<Head> => {
  const html = await (await page.request.get(path)).text()
  return page.evaluate(
    `(${readHead.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`,
  ) as Promise<Head>
}

test('navigating updates the title, canonical link and sharing tags to what the server sends for each address', async ({
  page,
  request,
  baseURL,
}) => {
  const info = await apiPersonalInfo(request)
  const project = (await apiProjects(request))[1]!
  const canonical = page.locator('link[rel="canonical"]')

  await page.goto('/')
  await expect(page).toHaveTitle(`${info.name} — ${info.title}`)
  await expect(canonical).toHaveAttribute('href', `${baseURL}/`)

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Projects', exact: true })
    .click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page).toHaveTitle(`Projects | ${info.name}`)
  await expect(canonical).toHaveAttribute('href', `${baseURL}/projects`)
  await expect.poll(() => liveHead(page)).toEqual(await serverHead(page, '/projects'))

  await page.getByRole('link', { name: project.title, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`))
  await expect(page).toHaveTitle(`${project.title} | ${info.name}`)
  await expect(canonical).toHaveAttribute('href', `${baseURL}/projects/${project.id}`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    `${baseURL}/projects/${project.id}`,
  )
  // Every managed tag, JSON-LD included, ends up exactly as the server renders this address.
  await expect.poll(() => liveHead(page)).toEqual(await serverHead(page, `/projects/${project.id}`))
  expect((await liveHead(page)).jsonLd).toEqual([
    expect.objectContaining({ '@type': 'SoftwareSourceCode', name: project.title }),
  ])

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click()
  await expect(page).toHaveTitle(`About Me | ${info.name}`)
  await expect(canonical).toHaveAttribute('href', `${baseURL}/about`)
  await expect.poll(() => liveHead(page)).toEqual(await serverHead(page, '/about'))

  await page.goBack()
  await expect(page).toHaveTitle(`${project.title} | ${info.name}`)
  await expect(canonical).toHaveAttribute('href', `${baseURL}/projects/${project.id}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)
})

test("a missing project answers 404 and keeps the 404's head while the page shows the owner's first project", async ({
  page,
}) => {
  const response = await page.goto('/projects/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'E-Commerce Platform' })).toBeVisible()
  await expect(page).toHaveTitle(/^Page Not Found \| /)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/projects\/999999$/)
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
})
