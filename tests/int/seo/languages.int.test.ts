import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMBEDDED_CONTENT_ELEMENT_ID } from '../../../src/shared/embeddedContent'
import { call, login } from '../contract/contractHelpers'
import { getPage, metaOf, type RawPage, siteUrl } from './seoHelpers'

/** The site's pages in several languages, as a crawler without JavaScript gets them. */

const SPANISH_TITLE = 'Motor de tienda en español'

let token: string
let project: { id: number; slug: string; title: string }

const setLanguages = async (enabled: string[]) => {
  const res = await call('PUT', '/languages', { token, body: { default: 'en', enabled } })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
}

/** Every `<link rel="alternate" hreflang>` of a page, as hreflang → href. */
const alternatesOf = (page: RawPage): Record<string, string> => {
  const head = page.html.slice(0, page.html.indexOf('</head>'))
  return Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      m[2]!.replace(/&amp;/g, '&'),
    ]),
  )
}

/** The `<html>` start tag of a page. */
const htmlTagOf = (page: RawPage): string => /<html\b[^>]*>/i.exec(page.html)![0]

/** The owner's content embedded in a page for the SPA. */
const embeddedOf = (page: RawPage): any => {
  const match = new RegExp(
    `<script type="application/json" id="${EMBEDDED_CONTENT_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(page.html)
  expect(match, 'embedded content').not.toBeNull()
  return JSON.parse(match![1]!)
}

type SitemapUrl = { loc: string; alternates: Record<string, string> }

const readSitemap = async (): Promise<{ xml: string; urls: SitemapUrl[] }> => {
  const res = await fetch(siteUrl('/sitemap.xml'))
  expect(res.status).toBe(200)
  const xml = await res.text()
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: Object.fromEntries(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1]!, m[2]!],
      ),
    ),
  }))
  return { xml, urls }
}

/** The page at `path` in each language, as every version of it names them. */
const versionsOf = (path: string, codes: string[]): Record<string, string> => {
  const inLanguage = (code: string) =>
    siteUrl(code === 'en' ? path : `/${code}${path === '/' ? '' : path}`)
  return {
    ...Object.fromEntries(codes.map((code) => [code, inLanguage(code)])),
    'x-default': inLanguage('en'),
  }
}

beforeAll(async () => {
  token = await login()
  // The first project in the owner's order: the one every page embeds, so its translation
  // shows in the embedded content as well as on its own page.
  const embedded = embeddedOf(await getPage('/'))
  expect(embedded.firstProject, 'a seeded public project').not.toBeNull()
  project = embedded.firstProject
  await setLanguages(['en', 'es', 'ar'])
  const res = await call('PUT', `/projects/slug/${project.slug}?locale=es`, {
    token,
    body: { title: SPANISH_TITLE },
  })
  expect(res.status, JSON.stringify(res.json)).toBe(200)
})

afterAll(async () => {
  if (token) await setLanguages(['en'])
})

describe('the site in several languages', () => {
  it('serves /es/projects/{id} in Spanish: texts, lang, canonical, reciprocal hreflang, og:locale, JSON-LD and reads', async () => {
    const path = `/projects/${project.id}`
    const page = await getPage(`/es${path}`)
    expect(page.status).toBe(200)
    expect(htmlTagOf(page)).toMatch(/^<html lang="es" dir="ltr"/)
    expect(page.head.titles).toEqual([expect.stringMatching(new RegExp(`^${SPANISH_TITLE} \\| `))])
    expect(metaOf(page.head, 'og:title')).toMatch(new RegExp(`^${SPANISH_TITLE} \\| `))
    expect(page.head.canonicals).toEqual([siteUrl(`/es${path}`)])
    expect(metaOf(page.head, 'og:url')).toBe(siteUrl(`/es${path}`))
    expect(metaOf(page.head, 'og:locale')).toBe('es_ES')
    expect(page.head.meta.get('og:locale:alternate')).toEqual(['en_US', 'ar_AR'])
    const versions = versionsOf(path, ['en', 'es', 'ar'])
    expect(alternatesOf(page)).toEqual(versions)
    expect(page.head.jsonLd[0]).toMatchObject({
      name: SPANISH_TITLE,
      inLanguage: 'es',
      url: siteUrl(`/es${path}`),
    })
    // Its card is the Spanish one.
    expect(metaOf(page.head, 'og:image')).toMatch(
      new RegExp(`^${siteUrl(`/og/es/projects/${project.id}.png`)}\\?v=`),
    )
    // The content the SPA starts from, and the reads it preloads, are Spanish too.
    expect(embeddedOf(page).firstProject.title).toBe(SPANISH_TITLE)
    expect(page.html).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/personal-info?locale=es">',
    )
    expect(page.html).toContain('href="/api/projects?page=1&amp;limit=100&amp;locale=es"')

    // Every version names the same set, itself included, and is canonical at its own URL.
    for (const [code, url] of [
      ['en', path],
      ['ar', `/ar${path}`],
    ] as const) {
      const other = await getPage(url)
      expect(other.status, url).toBe(200)
      expect(alternatesOf(other), url).toEqual(versions)
      expect(other.head.canonicals, url).toEqual([siteUrl(url)])
      expect(htmlTagOf(other), url).toContain(`lang="${code}"`)
    }
    const english = await getPage(path)
    expect(english.head.titles[0]).toMatch(new RegExp(`^${project.title} \\| `))
    expect(metaOf(english.head, 'og:locale')).toBe('en_US')
    expect(english.html).toContain('href="/api/personal-info">')
    expect(embeddedOf(english).firstProject.title).toBe(project.title)
  })

  it('writes /ar/ right to left, its head and sharing card in Arabic', async () => {
    const page = await getPage('/ar/')
    expect(page.status).toBe(200)
    expect(htmlTagOf(page)).toMatch(/^<html lang="ar" dir="rtl"/)
    expect(page.head.canonicals).toEqual([siteUrl('/ar')])
    expect(alternatesOf(page)).toEqual(versionsOf('/', ['en', 'es', 'ar']))
    expect(page.head.jsonLd[0]).toMatchObject({ '@type': 'ProfilePage', inLanguage: 'ar' })

    const image = metaOf(page.head, 'og:image')
    expect(image).toMatch(new RegExp(`^${siteUrl('/og/ar/home.png')}\\?v=`))
    const res = await fetch(image)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await res.arrayBuffer())
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: 1200,
      height: 630,
    })

    // The head's own words (a page's title and description, its card's label) are Arabic too.
    const skills = await getPage('/ar/skills')
    expect(skills.head.titles[0]).toMatch(/^المهارات والخبرات \| /)
    expect(metaOf(skills.head, 'description')).toMatch(/^مهارات الواجهة الأمامية/)
    expect(metaOf(skills.head, 'og:image:alt')).toContain('المهارات والخبرات')
    const contact = await getPage('/es/contact')
    expect(contact.head.titles[0]).toMatch(/^Contacto \| /)
    expect(metaOf(contact.head, 'description')).toMatch(/^Escribe a .+ sobre un proyecto/)
    const missing = await getPage('/ar/no-such-page')
    expect(missing.head.titles[0]).toMatch(/^الصفحة غير موجودة \| /)
  })

  it('answers 404 for a disabled or unknown language and a missing project, and sends the default’s own prefix to the plain path', async () => {
    for (const path of [
      '/fr/',
      '/fr/about',
      `/fr/projects/${project.id}`,
      '/xx/',
      '/es/projects/999999',
    ]) {
      const page = await getPage(path)
      expect(page.status, path).toBe(404)
      expect(metaOf(page.head, 'robots'), path).toBe('noindex, follow')
    }
    expect((await fetch(siteUrl('/og/fr/home.png'))).status).toBe(404)
    const redirect = await fetch(siteUrl('/en/about?ref=x'), { redirect: 'manual' })
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe('/about?ref=x')
    // Nothing follows Accept-Language: the plain path stays the default language's.
    const page = await fetch(siteUrl('/about'), { headers: { 'accept-language': 'es' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/<html lang="en" dir="ltr"/)
  })

  it('lists every page in every language in the sitemap, each with all its alternates', async () => {
    const { xml, urls } = await readSitemap()
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    for (const path of ['/', '/about', `/projects/${project.id}`]) {
      const versions = versionsOf(path, ['en', 'es', 'ar'])
      for (const code of ['en', 'es', 'ar']) {
        const url = urls.find((entry) => entry.loc === versions[code])
        expect(url, `${code} ${path}`).toBeDefined()
        expect(url!.alternates, `${code} ${path}`).toEqual(versions)
      }
    }
    expect(urls.filter((url) => url.loc.includes('/fr'))).toEqual([])
  })

  it('disabling Spanish takes /es/ away on the next request: its pages, hreflang and sitemap', async () => {
    await setLanguages(['en', 'ar'])
    const path = `/projects/${project.id}`
    expect((await getPage(`/es${path}`)).status).toBe(404)
    expect((await getPage('/es/')).status).toBe(404)
    expect(alternatesOf(await getPage(path))).toEqual(versionsOf(path, ['en', 'ar']))
    const { urls } = await readSitemap()
    expect(urls.filter((url) => url.loc.includes('/es'))).toEqual([])
    expect(urls.find((url) => url.loc === siteUrl(`/ar${path}`))?.alternates).toEqual(
      versionsOf(path, ['en', 'ar']),
    )
  })

  it('with English alone, the pages and the sitemap are as before: no language tags, no prefixes', async () => {
    await setLanguages(['en'])
    const path = `/projects/${project.id}`
    const page = await getPage(path)
    expect(page.status).toBe(200)
    expect(htmlTagOf(page)).toMatch(/^<html lang="en" dir="ltr"/)
    expect(alternatesOf(page)).toEqual({})
    expect(page.head.meta.has('og:locale')).toBe(false)
    expect(page.head.canonicals).toEqual([siteUrl(path)])
    expect(page.head.jsonLd[0]).not.toHaveProperty('inLanguage')
    expect(metaOf(page.head, 'og:image')).not.toContain('/og/en/')
    for (const prefixed of ['/es/', `/ar${path}`]) {
      expect((await getPage(prefixed)).status, prefixed).toBe(404)
    }
    const { xml, urls } = await readSitemap()
    expect(xml).not.toContain('xhtml')
    expect(urls.find((url) => url.loc === siteUrl(path))?.alternates).toEqual({})
    expect(urls.filter((url) => /\/(es|ar)(\/|$)/.test(new URL(url.loc).pathname))).toEqual([])
  })
})
