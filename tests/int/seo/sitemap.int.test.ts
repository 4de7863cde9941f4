import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cmsAdmin, eventually, getPage, metaOf, siteUrl } from './seoHelpers'

type SitemapUrl = { loc: string; lastmod?: string }

const readSitemap = async (): Promise<SitemapUrl[]> => {
  const res = await fetch(siteUrl('/sitemap.xml'))
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
  const xml = await res.text()
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  )
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (m) => ({
      loc: m[1]!,
      ...(m[2] ? { lastmod: m[2] } : {}),
    }),
  )
}

const entryFor = (urls: SitemapUrl[], path: string) => urls.find((url) => url.loc === siteUrl(path))

let admin: Awaited<ReturnType<typeof cmsAdmin>>
let projectId: number | undefined

beforeAll(async () => {
  admin = await cmsAdmin()
})

afterAll(async () => {
  if (projectId) await admin.delete(`/projects/${projectId}`)
})

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, keeps crawlers out of the admin and names the sitemap at SITE_URL', async () => {
    const res = await fetch(siteUrl('/robots.txt'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await res.text()).split('\n')
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        `Sitemap: ${siteUrl('/sitemap.xml')}`,
      ]),
    )
  })

  it('lists the public routes and every public project, each project with its last edit', async () => {
    const { docs } = await admin.get(
      '/projects?depth=0&limit=0&where[deleted][not_equals]=true&sort=id',
    )
    // Edits by earlier tests show within the server's few seconds of read caching.
    await eventually(async () => {
      const urls = await readSitemap()
      for (const path of ['/', '/skills', '/projects', '/about', '/contact']) {
        expect(entryFor(urls, path), path).toBeDefined()
      }
      const projectUrls = urls.filter((url) => /\/projects\/\d+$/.test(url.loc))
      expect(projectUrls.map((url) => url.loc)).toEqual(
        docs.map((doc: { id: number }) => siteUrl(`/projects/${doc.id}`)),
      )
      for (const doc of docs) {
        expect(entryFor(urls, `/projects/${doc.id}`)?.lastmod).toBe(
          new Date(doc.updatedAt).toISOString(),
        )
      }
    })
  })

  it('follows a project through create, soft delete and restore (and its page through 200, 404, 200)', async () => {
    const created = await admin.post('/projects', {
      title: 'Sitemap Probe',
      description: 'A project that exists only for this test.',
      category: 'Web App',
      // Projects have drafts: only a published one is public.
      _status: 'published',
    })
    projectId = created.doc.id as number
    const path = `/projects/${projectId}`

    await eventually(async () => {
      expect(entryFor(await readSitemap(), path)?.lastmod).toBe(
        new Date(created.doc.updatedAt).toISOString(),
      )
      expect((await getPage(path)).status).toBe(200)
    })

    await admin.patch(`/projects/${projectId}`, { deleted: true })
    await eventually(async () => {
      expect(entryFor(await readSitemap(), path)).toBeUndefined()
      const page = await getPage(path)
      expect(page.status).toBe(404)
      expect(metaOf(page.head, 'robots')).toBe('noindex, follow')
      expect(page.html).not.toContain('Sitemap Probe')
    })

    const restored = await admin.patch(`/projects/${projectId}`, { deleted: false })
    await eventually(async () => {
      expect(entryFor(await readSitemap(), path)?.lastmod).toBe(
        new Date(restored.doc.updatedAt).toISOString(),
      )
      const page = await getPage(path)
      expect(page.status).toBe(200)
      expect(page.head.titles[0]).toMatch(/^Sitemap Probe \| /)
    })
  })
})
