import { parseFeed } from '@rowanmanning/feed-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, login } from '../contract/contractHelpers'
import { cmsAdmin, getPage, siteUrl } from './seoHelpers'

/**
 * Issue 33's feeds: `/feed.xml` (Atom 1.0) and `/feed.json` (JSON Feed 1.1) carry the latest
 * published posts in full, one pair per enabled language, read by a feed parser this project
 * did not write; every page's head links its language's pair; a post write shows at once.
 */
let admin: Awaited<ReturnType<typeof cmsAdmin>>
const created: number[] = []

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
})
const richBody = (...children: object[]) => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})
const codeBlock = (code: string) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: 'feedcode', blockName: '', blockType: 'Code', language: 'html', code },
})

const publish = async (doc: Record<string, unknown>) => {
  const { doc: post } = await admin.post('/posts', { _status: 'published', ...doc })
  created.push(post.id)
  return post as { id: number; slug: string }
}

/** Enables these languages (English the default) through the contract. */
const setLanguages = async (enabled: string[]) =>
  call('PUT', '/languages', { token: await login(), body: { default: 'en', enabled } })

const get = async (path: string) => {
  const res = await fetch(siteUrl(path))
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() }
}

beforeAll(async () => {
  admin = await cmsAdmin()
  await publish({
    title: 'Older <Post> & "Quotes"',
    slug: 'older-post',
    excerpt: 'An older one.',
    publishedAt: '2026-01-10T08:00:00.000Z',
    tags: ['Notes'],
    body: richBody(
      paragraph(text('Some '), text('bold', 1), text(' words <script>alert(1)</script>.')),
      codeBlock('<p class="x">a & b</p>'),
    ),
  })
  await publish({
    title: 'Newer Post',
    publishedAt: '2026-02-10T08:00:00.000Z',
    body: richBody(paragraph(text('The newest words.'))),
  })
  await admin.post('/posts?draft=true', { title: 'A Draft Post', _status: 'draft' })
})

afterAll(async () => {
  for (const id of created) await admin.delete(`/posts/${id}`)
  const drafts = await admin.get('/posts?draft=true&where[title][equals]=A Draft Post&depth=0')
  for (const draft of drafts.docs) await admin.delete(`/posts/${draft.id}`)
  await setLanguages(['en'])
})

describe('the Atom feed', () => {
  it('parses, with the required elements, newest first, each post in full and escaped', async () => {
    const res = await get('/feed.xml')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^application\/atom\+xml/)
    const feed = parseFeed(res.body)
    expect(feed.meta.type).toBe('atom')
    expect(feed.meta.version).toBe('1.0')
    expect(feed.title).toMatch(/^Writing \| /)
    expect(feed.url).toBe(siteUrl('/writing'))
    expect(feed.self).toBe(siteUrl('/feed.xml'))
    expect(feed.updated).toBeInstanceOf(Date)
    // The feed's own id, which the parser does not expose.
    expect(res.body).toMatch(new RegExp(`<id>${siteUrl('/writing')}</id>`))
    expect(feed.items.map((item) => item.title)).toEqual(['Newer Post', 'Older <Post> & "Quotes"'])
    const older = feed.items[1]!
    // A permanent id (issue 45, item 4): a tag URI of the post's id, not its address.
    expect(older.id).toMatch(/^tag:127\.0\.0\.1,\d{4}-\d{2}-\d{2}:posts\/\d+\/en$/)
    expect(older.url).toBe(siteUrl('/writing/older-post'))
    expect(older.updated).toBeInstanceOf(Date)
    expect(older.published?.toISOString()).toBe('2026-01-10T08:00:00.000Z')
    expect(older.description).toBe('An older one.')
    expect(older.categories.map((category) => category.term)).toEqual(['Notes'])
    expect(older.content).toContain('<p>Some <strong>bold</strong> words')
    expect(older.content).toContain('<pre><code class="language-html">')
    // The owner's text is escaped as HTML, and that HTML escaped as XML (the parser decodes both).
    expect(res.body).toContain(
      '&lt;p&gt;Some &lt;strong&gt;bold&lt;/strong&gt; words &amp;lt;script&amp;gt;alert(1)',
    )
    expect(res.body).toContain(
      '&lt;pre&gt;&lt;code class=&quot;language-html&quot;&gt;&amp;lt;p class=&amp;quot;x&amp;quot;&amp;gt;a &amp;amp; b',
    )
    expect(res.body).not.toContain('<script>')
    expect(res.body).not.toContain('A Draft Post')
  })
})

describe('the JSON feed', () => {
  it('is JSON Feed 1.1 with its required fields, newest first, each post in full', async () => {
    const res = await get('/feed.json')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^application\/feed\+json/)
    const feed = JSON.parse(res.body)
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(typeof feed.title).toBe('string')
    expect(feed.home_page_url).toBe(siteUrl('/writing'))
    expect(feed.feed_url).toBe(siteUrl('/feed.json'))
    expect(feed.language).toBe('en')
    expect(feed.authors).toEqual([{ name: expect.any(String) }])
    expect(feed.items.map((item: any) => item.title)).toEqual([
      'Newer Post',
      'Older <Post> & "Quotes"',
    ])
    for (const item of feed.items) {
      expect(item.id).toMatch(/^tag:127\.0\.0\.1,\d{4}-\d{2}-\d{2}:posts\/\d+\/en$/)
      expect(item.url).toMatch(new RegExp(`^${siteUrl('/writing/')}`))
      expect(item.content_html).toMatch(/^<p>/)
      // RFC 3339 dates.
      expect(new Date(item.date_published).toISOString()).toBe(item.date_published)
    }
    expect(feed.items[1].content_html).toContain('words &lt;script&gt;alert(1)&lt;/script&gt;.')
  })

  it('shows a new post at once: a post write drops the cached feeds', async () => {
    expect((await get('/feed.json')).body).not.toContain('Fresh Post')
    expect((await get('/feed.xml')).body).not.toContain('Fresh Post')
    await publish({ title: 'Fresh Post', body: richBody(paragraph(text('Just now.'))) })
    expect(JSON.parse((await get('/feed.json')).body).items[0].title).toBe('Fresh Post')
    expect(parseFeed((await get('/feed.xml')).body).items[0]!.title).toBe('Fresh Post')
  })
})

describe('feeds per language', () => {
  it('serves each enabled language its own pair and a disabled one none', async () => {
    expect((await get('/es/feed.xml')).status).toBe(404)
    expect((await setLanguages(['en', 'es'])).status).toBe(200)
    const xml = await get('/es/feed.xml')
    expect(xml.status).toBe(200)
    const atom = parseFeed(xml.body)
    expect(atom.language).toBe('es')
    expect(atom.self).toBe(siteUrl('/es/feed.xml'))
    expect(atom.items[0]!.url).toMatch(new RegExp(`^${siteUrl('/es/writing/')}`))
    const json = JSON.parse((await get('/es/feed.json')).body)
    expect(json.language).toBe('es')
    expect(json.feed_url).toBe(siteUrl('/es/feed.json'))
    expect((await get('/fr/feed.json')).status).toBe(404)
  })

  it("links the page's language's feeds from every page's head", async () => {
    const links = (html: string) =>
      [
        ...html.matchAll(/<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)" \/>/g),
      ].map((m) => [m[1], m[2]])
    for (const path of ['/', '/projects', '/no-such-page']) {
      expect(links((await getPage(path)).html), path).toEqual([
        ['application/atom+xml', siteUrl('/feed.xml')],
        ['application/feed+json', siteUrl('/feed.json')],
      ])
    }
    expect(links((await getPage('/es/about')).html)).toEqual([
      ['application/atom+xml', siteUrl('/es/feed.xml')],
      ['application/feed+json', siteUrl('/es/feed.json')],
    ])
  })
})

describe('texts shown untranslated (issue 45, item 5)', () => {
  it('labels each with its own language in the feeds of another language', async () => {
    expect((await setLanguages(['en', 'es', 'ar'])).status).toBe(200)
    const token = await login()
    // One post translated (its title and body; its excerpt left English), the others not at all.
    const translated = await call('PUT', '/posts/slug/older-post?locale=ar', {
      token,
      body: { title: 'منشور أقدم', body: 'كلمات.' },
    })
    expect(translated.status, JSON.stringify(translated.json)).toBe(200)

    const xml = (await get('/ar/feed.xml')).body
    expect(parseFeed(xml).language).toBe('ar')
    const entry = (title: string) =>
      xml.split('<entry>').find((part) => part.includes(`>${title}</title>`))!
    const newer = entry('Newer Post')
    expect(newer).toContain('<title xml:lang="en">Newer Post</title>')
    expect(newer).toMatch(/<content type="html" xml:lang="en">/)
    const older = entry('منشور أقدم')
    expect(older).toContain('<title>منشور أقدم</title>')
    expect(older).toMatch(/<content type="html">/)
    expect(older).toContain('<summary xml:lang="en">An older one.</summary>')

    const json = JSON.parse((await get('/ar/feed.json')).body)
    expect(json.language).toBe('ar')
    const item = (title: string) => json.items.find((one: any) => one.title === title)
    expect(item('Newer Post').language).toBe('en')
    expect(item('منشور أقدم')).not.toHaveProperty('language')
    // The default language's feeds need no label.
    expect(JSON.parse((await get('/feed.json')).body).items[0]).not.toHaveProperty('language')
    expect((await get('/feed.xml')).body).not.toMatch(/<(title|summary|content)\b[^>]*xml:lang/)
  })

  it("says in a post's JSON-LD the language its text is in", async () => {
    const inLanguage = async (path: string) =>
      (await getPage(path)).head.jsonLd.find((item) => item['@type'] === 'BlogPosting')?.inLanguage
    expect(await inLanguage('/ar/writing/newer-post')).toBe('en')
    expect(await inLanguage('/ar/writing/older-post')).toBe('ar')
    expect(await inLanguage('/writing/newer-post')).toBe('en')
  })
})
