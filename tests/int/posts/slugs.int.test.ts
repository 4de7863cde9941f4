import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, login, purge } from '../contract/contractHelpers'
import { getPage, siteUrl } from '../seo/seoHelpers'

/**
 * Issue 45, item 3: every title gets a usable slug. A title in another script keeps its letters
 * (lower-cased where the script has case, in NFC), percent-encoded wherever it is an address: the
 * contract's `/slug/{slug}` calls, the post's page and its head, the sitemap and the feeds. A
 * title with no letters at all gets one of its own (`post`, `post-2`), never an empty slug that
 * the next such title would collide with (409 on a slug nobody sent).
 */
let token: string
const posts: number[] = []
const projects: number[] = []

beforeAll(async () => {
  token = await login()
})

afterAll(async () => {
  await purge('posts', posts, token)
  await purge('projects', projects, token)
})

const newPost = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/posts', { token, body })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  posts.push(res.json.data.id)
  return res.json.data as { id: number; slug: string; title: string }
}

const newProject = async (title: string) => {
  const res = await call('POST', '/projects', {
    token,
    body: { title, description: 'A project.', category: 'Web App' },
  })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  projects.push(res.json.data.id)
  return res.json.data as { id: number; slug: string }
}

const postPath = (slug: string) => `/writing/${encodeURIComponent(slug)}`

describe('a title without Latin letters', () => {
  it('keeps the letters of Japanese, Arabic and Greek titles, each readable by its slug', async () => {
    const cases = [
      ['日本語のタイトル', '日本語のタイトル'],
      ['مرحبا بالعالم', 'مرحبا-بالعالم'],
      ['Καλημέρα Κόσμε!', 'καλημέρα-κόσμε'],
    ] as const
    for (const [title, slug] of cases) {
      const post = await newPost({ title, body: 'Words.' })
      expect(post.slug).toBe(slug)
      const read = await call('GET', `/posts/slug/${encodeURIComponent(slug)}`)
      expect(read.status, title).toBe(200)
      expect(read.json.data.id).toBe(post.id)
    }
    // The same letters sent decomposed (NFD, as some systems type them) are the same address.
    const decomposed = await call(
      'GET',
      `/posts/slug/${encodeURIComponent('καλημέρα-κόσμε'.normalize('NFD'))}`,
    )
    expect(decomposed.status).toBe(200)
    expect(decomposed.json.data.slug).toBe('καλημέρα-κόσμε')
  })

  it('takes a typed slug in any script, lower-cased and composed', async () => {
    const post = await newPost({ title: 'Typed', slug: 'ΚΑΛΗΜΈΡΑ-2026'.normalize('NFD') })
    expect(post.slug).toBe('καλημέρα-2026')
    const refused = await call('POST', '/posts', { token, body: { title: 'Bad', slug: 'a b' } })
    expect(refused.status).toBe(400)
    expect(refused.json.error.fields).toHaveProperty('slug')
  })

  it('gives a title with no letters at all a slug of its own, and the next one another', async () => {
    const first = await newPost({ title: '}' })
    const second = await newPost({ title: '!!!' })
    for (const post of [first, second]) expect(post.slug).toMatch(/^post(-\d+)?$/)
    expect(second.slug).not.toBe(first.slug)
    // Readable, changeable and removable through the contract, by that slug.
    expect((await call('GET', `/posts/slug/${second.slug}`)).json.data.id).toBe(second.id)
    const changed = await call('PUT', `/posts/slug/${second.slug}`, {
      token,
      body: { excerpt: 'Still here.' },
    })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    expect(changed.json.data.slug).toBe(second.slug)

    const project = await newProject('!!!')
    expect(project.slug).toMatch(/^project(-\d+)?$/)
    const again = await newProject('***')
    expect(again.slug).toMatch(/^project(-\d+)?$/)
    expect(again.slug).not.toBe(project.slug)
    const removed = await call('DELETE', `/projects/slug/${again.slug}`, { token })
    expect(removed.status, JSON.stringify(removed.json)).toBe(200)
  })
})

describe('a post addressed in another script', () => {
  it('has its page, head, sitemap entry and feed entries at the percent-encoded address', async () => {
    const post = await newPost({
      title: 'ギャラリーの作り方',
      excerpt: '写真の話。',
      body: 'Words.',
    })
    const url = siteUrl(postPath(post.slug))
    const page = await getPage(postPath(post.slug))
    expect(page.status).toBe(200)
    expect(page.head.titles[0]).toMatch(/^ギャラリーの作り方/)
    expect(page.head.canonicals).toEqual([url])
    expect(page.head.jsonLd.find((item) => item['@type'] === 'BlogPosting')?.url).toBe(url)

    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text()
    expect(sitemap).toContain(`<loc>${url}</loc>`)
    // No post at the writing page's own address (an empty slug).
    expect(sitemap).not.toContain(`<loc>${siteUrl('/writing/')}</loc>`)

    const atom = await (await fetch(siteUrl('/feed.xml'))).text()
    expect(atom).toContain(`<link rel="alternate" type="text/html" href="${url}"/>`)
    const json = (await (await fetch(siteUrl('/feed.json'))).json()) as {
      items: { url: string; title: string }[]
    }
    expect(json.items.find((item) => item.title === post.title)?.url).toBe(url)
  })

  it('opens a project by a slug in another script, as by its Latin one', async () => {
    const project = await newProject('مشروع المعرض')
    expect(project.slug).toBe('مشروع-المعرض')
    const page = await getPage(`/projects/${encodeURIComponent(project.slug)}`)
    expect(page.status).toBe(200)
    expect(page.head.canonicals).toEqual([siteUrl(`/projects/${project.id}`)])
  })
})
