import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, login } from '../contract/contractHelpers'
import { cmsAdmin, eventually, getPage, metaOf, siteUrl } from './seoHelpers'

/**
 * Issue 33's posts as search engines and link previews find them: the writing page is a page (in
 * the sitemap, answered 200) once a post is published and the 404 page before; the sitemap lists
 * each published post with its last change (in every language); a post's page has its own title, description, sharing image (its cover's social rendition, or
 * a generated card) and BlogPosting JSON-LD; a draft, deleted or unknown post is the 404 page.
 */
let admin: Awaited<ReturnType<typeof cmsAdmin>>
let owner: string
const posts: number[] = []
let mediaId: number | undefined

const png = readFileSync(path.resolve('tests/fixtures/gallery-photo.png'))

beforeAll(async () => {
  admin = await cmsAdmin()
  owner = (await (await fetch(siteUrl('/api/personal-info'))).json()).data.name
})

afterAll(async () => {
  for (const id of posts) await admin.delete(`/posts/${id}`)
  if (mediaId) await admin.delete(`/media/${mediaId}`)
  await call('PUT', '/languages', {
    token: await login(),
    body: { default: 'en', enabled: ['en'] },
  })
})

type SitemapUrl = { loc: string; lastmod?: string; alternates: string[] }

const readSitemap = async (): Promise<SitemapUrl[]> => {
  const xml = await (await fetch(siteUrl('/sitemap.xml'))).text()
  return [
    ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(.*?)<\/url>/g),
  ].map((m) => ({
    loc: m[1]!,
    ...(m[2] ? { lastmod: m[2] } : {}),
    alternates: [...m[3]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (a) => `${a[1]} ${a[2]}`,
    ),
  }))
}

const publish = async (doc: Record<string, unknown>) => {
  const { doc: post } = await admin.post('/posts', { _status: 'published', ...doc })
  posts.push(post.id)
  return post as { id: number; slug: string; updatedAt: string; publishedAt: string }
}

describe('before any post', () => {
  it('has no writing page: out of the sitemap, and its address is the 404 page', async () => {
    const urls = await readSitemap()
    expect(urls.map((url) => url.loc)).not.toContain(siteUrl('/writing'))
    for (const pathname of ['/writing', '/writing/']) {
      const page = await getPage(pathname)
      expect(page.status, pathname).toBe(404)
      expect(metaOf(page.head, 'robots')).toBe('noindex, follow')
      expect(page.head.titles).toEqual([`Page Not Found | ${owner}`])
    }
  })
})

describe('published posts', () => {
  let covered: Awaited<ReturnType<typeof publish>>
  let plain: Awaited<ReturnType<typeof publish>>
  let cover: Awaited<ReturnType<typeof admin.upload>>

  beforeAll(async () => {
    cover = await admin.upload(png, 'post-cover.png', 'A harbour at dawn')
    mediaId = cover.id
    covered = await publish({
      title: 'Building the Harbour App',
      slug: 'harbour-app',
      excerpt: 'How the harbour app was built, & what broke.',
      tags: ['TypeScript', 'Maps'],
      coverImage: cover.id,
      publishedAt: '2026-03-01T09:00:00.000Z',
    })
    plain = await publish({ title: 'Notes Without a Cover', slug: 'notes', tags: ['Notes'] })
    const { doc: draft } = await admin.post('/posts?draft=true', {
      title: 'Unpublished Thoughts',
      slug: 'unpublished',
      _status: 'draft',
    })
    posts.push(draft.id)
  })

  it('answers the writing page with its own head', async () => {
    const page = await getPage('/writing')
    expect(page.status).toBe(200)
    expect(page.head.titles).toEqual([`Writing | ${owner}`])
    expect(metaOf(page.head, 'description')).toBe(
      `Posts and case studies by ${owner}: how projects were built and what was learned.`,
    )
    expect(page.head.canonicals).toEqual([siteUrl('/writing')])
    expect(metaOf(page.head, 'og:image')).toMatch(/\/og\/writing\.png\?v=/)
  })

  it('lists the writing page and each published post with its last change', async () => {
    await eventually(async () => {
      const urls = await readSitemap()
      const entry = (pathname: string) => urls.find((url) => url.loc === siteUrl(pathname))
      expect(entry('/writing/harbour-app')?.lastmod).toBe(new Date(covered.updatedAt).toISOString())
      expect(entry('/writing/notes')?.lastmod).toBe(new Date(plain.updatedAt).toISOString())
      expect(entry('/writing')?.lastmod).toBe(
        new Date(
          Math.max(Date.parse(covered.updatedAt), Date.parse(plain.updatedAt)),
        ).toISOString(),
      )
      expect(entry('/writing/unpublished')).toBeUndefined()
    })
  })

  it("gives a post's page its title, excerpt, cover and BlogPosting JSON-LD", async () => {
    const page = await getPage('/writing/harbour-app')
    expect(page.status).toBe(200)
    expect(page.head.titles).toEqual([`Building the Harbour App | ${owner}`])
    expect(metaOf(page.head, 'description')).toBe('How the harbour app was built, & what broke.')
    expect(metaOf(page.head, 'og:type')).toBe('article')
    expect(page.head.canonicals).toEqual([siteUrl('/writing/harbour-app')])
    const image = new URL(cover.sizes.social.url, siteUrl('/')).toString()
    expect(metaOf(page.head, 'og:image')).toBe(image)
    expect(metaOf(page.head, 'og:image:width')).toBe('1200')
    expect(page.head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: 'Building the Harbour App',
        description: 'How the harbour app was built, & what broke.',
        url: siteUrl('/writing/harbour-app'),
        mainEntityOfPage: siteUrl('/writing/harbour-app'),
        datePublished: '2026-03-01T09:00:00.000Z',
        dateModified: covered.updatedAt,
        inLanguage: 'en',
        image,
        keywords: 'TypeScript, Maps',
        author: { '@type': 'Person', name: owner, url: siteUrl('/') },
      },
    ])
  })

  it('shares a generated 1200×630 card for a post without a cover', async () => {
    const page = await getPage('/writing/notes')
    expect(page.status).toBe(200)
    const image = metaOf(page.head, 'og:image')
    expect(image).toMatch(new RegExp(`^${siteUrl(`/og/posts/${plain.id}.png`)}\\?v=`))
    expect(page.head.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', image })
    const card = await fetch(image)
    expect(card.status).toBe(200)
    expect(card.headers.get('content-type')).toBe('image/png')
  })

  it('answers a draft, an unknown and a deleted post with the 404 page', async () => {
    for (const pathname of ['/writing/unpublished', '/writing/no-such-post']) {
      const page = await getPage(pathname)
      expect(page.status, pathname).toBe(404)
      expect(metaOf(page.head, 'robots')).toBe('noindex, follow')
      expect(page.head.jsonLd).toEqual([])
    }
    const deleted = await publish({ title: 'Soon Gone', slug: 'soon-gone' })
    expect((await getPage('/writing/soon-gone')).status).toBe(200)
    await admin.patch(`/posts/${deleted.id}`, { deleted: true })
    expect((await getPage('/writing/soon-gone')).status).toBe(404)
    expect((await fetch(siteUrl(`/og/posts/${deleted.id}.png`))).status).toBe(404)
  })

  it('lists each post in every language with its alternates', async () => {
    const res = await call('PUT', '/languages', {
      token: await login(),
      body: { default: 'en', enabled: ['en', 'es'] },
    })
    expect(res.status).toBe(200)
    const urls = await readSitemap()
    const spanish = urls.find((url) => url.loc === siteUrl('/es/writing/harbour-app'))
    expect(spanish?.alternates).toEqual([
      `en ${siteUrl('/writing/harbour-app')}`,
      `es ${siteUrl('/es/writing/harbour-app')}`,
      `x-default ${siteUrl('/writing/harbour-app')}`,
    ])
    const page = await getPage('/es/writing/harbour-app')
    expect(page.status).toBe(200)
    expect(page.head.jsonLd[0]).toMatchObject({
      // Not translated yet: its text is the English one, and says so (issue 45, item 5).
      inLanguage: 'en',
      url: siteUrl('/es/writing/harbour-app'),
    })
  })
})
