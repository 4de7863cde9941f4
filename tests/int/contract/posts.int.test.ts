import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { call, cms, expectError, expectList, login, purge } from './contractHelpers'
import { baseURL } from '../fileServer'

/**
 * Issue 33's posts through the contract: the public list (newest first, paging, search, sort,
 * an exact tag, the posts about a project), one post by slug, drafts and deleted posts hidden,
 * the admin's writes with a plain-text body, `?locale=`, the cache dropped by a write, and a
 * body's code blocks (highlighted) and images.
 */
let token: string
const created: number[] = []
const uploaded: number[] = []

beforeAll(async () => {
  token = await login()
})

afterAll(async () => {
  await purge('posts', created, token)
  await purge('media', uploaded, token)
  await call('PUT', '/languages', { token, body: { default: 'en', enabled: ['en'] } })
})

/** Writes a post through the contract (published) and remembers it for clean-up. */
const writePost = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/posts', { token, body })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  created.push(res.json.data.id)
  return res.json.data
}

/** Stores a post through Payload's REST, as the admin does (rich body, draft or published). */
const storePost = async (doc: Record<string, unknown>, draft = false) => {
  const res = await cms('POST', `/posts${draft ? '?draft=true' : ''}`, token, doc)
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  created.push(res.json.doc.id)
  return res.json.doc
}

const slugs = (res: { status: number; json: any }) => expectList(res).map((post) => post.slug)

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const paragraph = (value: string) => ({
  type: 'paragraph',
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  textFormat: 0,
})
const richBody = (...children: object[]) => ({
  root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 },
})
const codeBlock = (language: string, code: string) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: `code${language}`, blockName: '', blockType: 'Code', language, code },
})
const imageNode = (mediaId: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  id: `upload${mediaId}`,
  fields: null,
  relationTo: 'media',
  value: mediaId,
})

describe('GET /api/posts (public)', () => {
  beforeAll(async () => {
    await writePost({
      title: 'Harbour Notes',
      excerpt: 'How the harbour app was built.',
      body: 'First paragraph about tides.\n\nSecond paragraph.',
      tags: ['TypeScript', 'Maps'],
      projects: [2, 1],
      publishedAt: '2026-03-01T09:00:00.000Z',
    })
    await writePost({
      title: 'Anchors Away',
      body: 'A word on anchors and chains.',
      tags: ['Type'],
      projects: [1],
      publishedAt: '2026-05-01T09:00:00.000Z',
    })
    await writePost({
      title: 'Charting Courses',
      body: 'Maps, compasses and a harbour at dusk.',
      tags: ['Maps'],
      publishedAt: '2026-04-01T09:00:00.000Z',
    })
  })

  it('answers published posts newest first, in the Post shape', async () => {
    const res = await call('GET', '/posts')
    expect(slugs(res)).toEqual(['anchors-away', 'charting-courses', 'harbour-notes'])
    expect(res.json.pagination).toMatchObject({ page: 1, limit: 10, total: 3 })
    const harbour = res.json.data[2]
    expect(harbour).toMatchObject({
      slug: 'harbour-notes',
      title: 'Harbour Notes',
      excerpt: 'How the harbour app was built.',
      body: 'First paragraph about tides.\n\nSecond paragraph.',
      bodyRich: {
        blocks: [
          { type: 'paragraph', children: [{ type: 'text', text: 'First paragraph about tides.' }] },
          { type: 'paragraph', children: [{ type: 'text', text: 'Second paragraph.' }] },
        ],
      },
      tags: ['TypeScript', 'Maps'],
      image: '',
      imageMedia: null,
      publishedAt: '2026-03-01T09:00:00.000Z',
      readingMinutes: 1,
      // In the order the owner gave, with the projects' own slugs and titles.
      projects: [
        { id: 2, slug: 'task-management-app', title: 'Task Management App' },
        { id: 1, slug: 'e-commerce-platform', title: 'E-Commerce Platform' },
      ],
      deleted: false,
    })
    expect(res.json.data[0].excerpt).toBe('')
  })

  it('pages, sorts and searches', async () => {
    const second = await call('GET', '/posts?limit=2&page=2')
    expect(slugs(second)).toEqual(['harbour-notes'])
    expect(second.json.pagination).toMatchObject({ total: 3, totalPages: 2, hasPrevPage: true })
    expect(slugs(await call('GET', '/posts?sortBy=title&sortOrder=asc'))).toEqual([
      'anchors-away',
      'charting-courses',
      'harbour-notes',
    ])
    expect(slugs(await call('GET', '/posts?sortBy=publishedAt&sortOrder=asc'))).toEqual([
      'harbour-notes',
      'charting-courses',
      'anchors-away',
    ])
    // "harbour" is in one title and in another post's body; "CHAINS" only in a body.
    expect(slugs(await call('GET', '/posts?search=harbour'))).toEqual([
      'charting-courses',
      'harbour-notes',
    ])
    expect(slugs(await call('GET', '/posts?search=CHAINS'))).toEqual(['anchors-away'])
  })

  it('filters by one exact tag', async () => {
    expect(slugs(await call('GET', '/posts?tag=Maps'))).toEqual([
      'charting-courses',
      'harbour-notes',
    ])
    // Exact: not a prefix, not another case.
    expect(slugs(await call('GET', '/posts?tag=Type'))).toEqual(['anchors-away'])
    expect(slugs(await call('GET', '/posts?tag=maps'))).toEqual([])
  })

  it('filters by project: the posts about that public project', async () => {
    expect(slugs(await call('GET', '/posts?project=e-commerce-platform'))).toEqual([
      'anchors-away',
      'harbour-notes',
    ])
    expect(slugs(await call('GET', '/posts?project=task-management-app&tag=Maps'))).toEqual([
      'harbour-notes',
    ])
    expect(slugs(await call('GET', '/posts?project=no-such-project'))).toEqual([])
  })

  it.each([
    ['tag=a&tag=b', 'tag'],
    [`tag=${'x'.repeat(41)}`, 'tag'],
    ['project=Not%20A%20Slug', 'project'],
    ['project=a&project=b', 'project'],
    ['sortBy=bodyText', 'sortBy'],
    ['limit=0', 'limit'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    const res = await call('GET', `/posts?${query}`)
    expectError(res, 400, 'validation_error')
    expect(res.json.error.fields).toHaveProperty(field)
  })

  it('answers one post by slug, and 404 for an unknown one', async () => {
    const res = await call('GET', '/posts/slug/anchors-away')
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({ slug: 'anchors-away', title: 'Anchors Away' })
    expectError(await call('GET', '/posts/slug/no-such-post'), 404, 'not_found')
  })
})

describe('what visitors do not see', () => {
  it('hides drafts from the list and the slug read; /all shows them', async () => {
    await storePost({ title: 'Unfinished Thoughts', _status: 'draft' }, true)
    expect(slugs(await call('GET', '/posts?limit=100'))).not.toContain('unfinished-thoughts')
    expectError(await call('GET', '/posts/slug/unfinished-thoughts'), 404)
    const all = expectList(await call('GET', '/posts/all?limit=100', { token }))
    expect(all.find((post) => post.slug === 'unfinished-thoughts')).toMatchObject({
      publishStatus: 'draft',
      publishedAt: null,
    })
  })

  it('soft-deletes and restores', async () => {
    const del = await call('DELETE', '/posts/slug/charting-courses', { token })
    expect(del.status).toBe(200)
    expect(del.json.data.deleted).toBe(true)
    expect(slugs(await call('GET', '/posts'))).not.toContain('charting-courses')
    expectError(await call('GET', '/posts/slug/charting-courses'), 404)
    const restored = await call('PATCH', '/posts/slug/charting-courses/restore', { token })
    expect(restored.json.data.deleted).toBe(false)
    expect((await call('GET', '/posts/slug/charting-courses')).status).toBe(200)
  })

  it('lists only public projects of a post', async () => {
    const hidden = await call('DELETE', '/projects/slug/e-commerce-platform', { token })
    expect(hidden.status).toBe(200)
    try {
      const post = (await call('GET', '/posts/slug/harbour-notes')).json.data
      expect(post.projects.map((project: any) => project.slug)).toEqual(['task-management-app'])
      expect(slugs(await call('GET', '/posts?project=e-commerce-platform'))).toEqual([])
    } finally {
      await call('PATCH', '/projects/slug/e-commerce-platform/restore', { token })
    }
  })
})

describe('admin post calls', () => {
  it('refuses anonymous writes', async () => {
    expectError(await call('GET', '/posts/all'), 401)
    expectError(await call('POST', '/posts', { body: { title: 'x' } }), 401)
    expectError(await call('PUT', '/posts/slug/anchors-away', { body: { title: 'x' } }), 401)
    expectError(await call('DELETE', '/posts/slug/anchors-away'), 401)
  })

  it('takes a plain-text body and answers it in both forms; 400s name the fields', async () => {
    const post = await writePost({ title: 'Plain Words', body: 'One.\n\nTwo.' })
    expect(post).toMatchObject({ slug: 'plain-words', body: 'One.\n\nTwo.' })
    expect(post.bodyRich.blocks).toHaveLength(2)
    expect(Date.parse(post.publishedAt)).toBeGreaterThan(Date.now() - 60_000)

    const updated = await call('PUT', '/posts/slug/plain-words', {
      token,
      body: { body: 'Only this.', tags: ['Notes'] },
    })
    expect(updated.status, JSON.stringify(updated.json)).toBe(200)
    expect(updated.json.data).toMatchObject({ title: 'Plain Words', body: 'Only this.' })
    expect(updated.json.data.tags).toEqual(['Notes'])

    const bad = await call('POST', '/posts', {
      token,
      body: { title: '', tags: 'one', projects: ['x'], body: 5 },
    })
    expectError(bad, 400, 'validation_error')
    expect(Object.keys(bad.json.error.fields)).toEqual(
      expect.arrayContaining(['title', 'tags', 'projects.0', 'body']),
    )
  })

  it('drops the cached list and post when a post changes', async () => {
    await call('GET', '/posts/slug/anchors-away')
    const cached = await call('GET', '/posts/slug/anchors-away')
    expect(cached.headers.get('x-cache')).toBe('HIT')
    await call('GET', '/posts')
    expect((await call('GET', '/posts')).headers.get('x-cache')).toBe('HIT')

    const renamed = await call('PUT', '/posts/slug/anchors-away', {
      token,
      body: { title: 'Anchors Aweigh' },
    })
    expect(renamed.status).toBe(200)
    expect((await call('GET', '/posts/slug/anchors-away')).json.data.title).toBe('Anchors Aweigh')
    expect(expectList(await call('GET', '/posts')).map((post) => post.title)).toContain(
      'Anchors Aweigh',
    )
  })

  it('answers and writes in a language with ?locale=', async () => {
    const enabled = await call('PUT', '/languages', {
      token,
      body: { default: 'en', enabled: ['en', 'es'] },
    })
    expect(enabled.status, JSON.stringify(enabled.json)).toBe(200)
    const written = await call('PUT', '/posts/slug/harbour-notes?locale=es', {
      token,
      body: { title: 'Notas del puerto', body: 'Primer párrafo.' },
    })
    expect(written.status, JSON.stringify(written.json)).toBe(200)

    const es = await call('GET', '/posts/slug/harbour-notes?locale=es')
    expect(es.headers.get('content-language')).toBe('es')
    expect(es.json.data).toMatchObject({
      title: 'Notas del puerto',
      body: 'Primer párrafo.',
      // Not translated: the default language's, and said so.
      excerpt: 'How the harbour app was built.',
      untranslated: { excerpt: 'en' },
    })
    const en = await call('GET', '/posts/slug/harbour-notes')
    expect(en.json.data.title).toBe('Harbour Notes')
    expect(slugs(await call('GET', '/posts?locale=es&search=puerto'))).toEqual(['harbour-notes'])
    const refused = await call('GET', '/posts?locale=xx')
    expectError(refused, 400)
    expect(refused.json.error.fields).toHaveProperty('locale')
  })
})

describe('a body with code and images', () => {
  it('highlights a code block: runs that make up the code, with their kinds', async () => {
    const code = 'const tide: number = 2 // high water\nconsole.log("ok")'
    await storePost({
      title: 'Highlighted',
      _status: 'published',
      body: richBody(paragraph('Some code:'), codeBlock('typescript', code)),
    })
    const post = (await call('GET', '/posts/slug/highlighted')).json.data
    const block = post.bodyRich.blocks[1]
    expect(block).toMatchObject({ type: 'code', language: 'typescript', code })
    expect(block.tokens.map((token: any) => token.text).join('')).toBe(code)
    expect(block.tokens).toContainEqual({ text: 'const', kind: 'keyword' })
    expect(block.tokens).toContainEqual({ text: '// high water', kind: 'comment' })
    expect(block.tokens).toContainEqual({ text: '"ok"', kind: 'string' })
    for (const token of block.tokens) expect(token.kind ?? 'plain').toMatch(/^[a-z]+(-[a-z]+)*$/)
    // The plain body keeps the code too (search reads it).
    expect(post.body).toContain('console.log("ok")')
  })

  it('serves a body image with its alt text and renditions', async () => {
    const form = new FormData()
    const bytes = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/gallery-photo.png'))
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'post-photo.png')
    form.append('_payload', JSON.stringify({ alt: 'The harbour at dawn' }))
    const upload = await fetch(`${baseURL}/cms-api/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    const media = ((await upload.json()) as any).doc
    uploaded.push(media.id)
    await storePost({
      title: 'Pictured',
      _status: 'published',
      coverImage: media.id,
      body: richBody(paragraph('Look:'), imageNode(media.id)),
    })
    const post = (await call('GET', '/posts/slug/pictured')).json.data
    expect(post.imageMedia).toMatchObject({ id: media.id, alt: 'The harbour at dawn' })
    expect(post.image).toBe(post.imageMedia.url)
    const image = post.bodyRich.blocks[1]
    expect(image).toEqual({
      type: 'image',
      url: post.imageMedia.url,
      alt: 'The harbour at dawn',
      width: media.width,
      height: media.height,
      media: post.imageMedia,
    })
    expect(Object.keys(image.media.sizes)).toEqual(expect.arrayContaining(['thumbnail', 'card']))
    const listed = expectList(await call('GET', '/posts?limit=100')).find(
      (item) => item.slug === 'pictured',
    )
    expect(listed.bodyRich).toEqual(post.bodyRich)
  })
})

describe('the OpenAPI document', () => {
  it('declares the post calls, their filters and the Post shape with its code and image blocks', async () => {
    const doc = (await call('GET', '/openapi.json')).json
    for (const [path, method] of [
      ['/posts', 'get'],
      ['/posts', 'post'],
      ['/posts/all', 'get'],
      ['/posts/slug/{slug}', 'get'],
      ['/posts/slug/{slug}', 'put'],
      ['/posts/slug/{slug}', 'delete'],
      ['/posts/slug/{slug}/restore', 'patch'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined()
    }
    const parameters = doc.paths['/posts'].get.parameters.map((p: any) => p.name)
    expect(parameters).toEqual(expect.arrayContaining(['search', 'tag', 'project', 'locale']))
    // The other lists take no post filters.
    expect(doc.paths['/projects'].get.parameters.map((p: any) => p.name)).not.toContain('tag')
    const post = doc.components.schemas.Post
    expect(Object.keys(post.properties)).toEqual(
      expect.arrayContaining(['body', 'bodyRich', 'readingMinutes', 'projects', 'publishedAt']),
    )
    const blockTypes = JSON.stringify(doc.components.schemas.RichTextBlock)
    expect(blockTypes).toContain('"const":"image"')
    expect(blockTypes).toContain('"const":"code"')
  })
})
