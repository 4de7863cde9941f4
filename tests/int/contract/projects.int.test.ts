import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { call, expectError, expectList, login, purge } from './contractHelpers'
import { baseURL } from '../fileServer'

let token: string
const created: number[] = []

beforeAll(async () => {
  token = await login()
})

const uploaded: number[] = []

afterAll(async () => {
  await purge('projects', created, token)
  await purge('media', uploaded, token)
})

/** Uploads the fixture photo through Payload's REST API and returns its media id. */
const uploadPhoto = async (): Promise<number> => {
  const form = new FormData()
  const bytes = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/gallery-photo.png'))
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'contract-photo.png')
  form.append('_payload', JSON.stringify({ alt: 'Contract test photo' }))
  const res = await fetch(`${baseURL}/cms-api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const json = (await res.json()) as any
  expect(res.status, JSON.stringify(json)).toBe(201)
  uploaded.push(json.doc.id)
  return json.doc.id
}

const newProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'Contract Test Project',
  description: 'Made by the projects contract test.',
  technologies: ['Zig', 'HTMX'],
  features: ['One', 'Two'],
  challenges: ['Hard part'],
  solutions: ['Clever fix'],
  gallery: ['🧪', 'https://example.com/shot.png'],
  image: '🧪',
  startDate: '2024-01-15',
  ...overrides,
})

describe('GET /api/projects (public)', () => {
  it('answers the seeded projects in the list envelope with the spec fields', async () => {
    const data = expectList(await call('GET', '/projects'))
    const res = await call('GET', '/projects')
    expect(res.json.pagination).toMatchObject({
      page: 1,
      limit: 10,
      total: 5,
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    })
    expect(data.map((p) => p.id)).toEqual([1, 2, 3, 4, 5])
    expect(data[0]).toMatchObject({
      id: 1,
      slug: 'e-commerce-platform',
      title: 'E-Commerce Platform',
      image: '🛒',
      imageMedia: null,
      category: 'Web App',
      featured: true,
      deleted: false,
      startDate: '2023-03-01',
    })
    for (const key of [
      'longDescription',
      'technologies',
      'liveUrl',
      'githubUrl',
      'status',
      'teamSize',
      'myRole',
      'tags',
      'features',
      'challenges',
      'solutions',
      'gallery',
      'galleryMedia',
      'endDate',
    ]) {
      expect(data[0]).toHaveProperty(key)
    }
    expect(data[0].features.every((f: unknown) => typeof f === 'string')).toBe(true)
    expect(data[0].longDescription).toContain('MERN')
  })

  it('searches title, description and technologies, case-insensitively, as a literal substring', async () => {
    const ids = async (search: string) =>
      expectList(await call('GET', `/projects?search=${encodeURIComponent(search)}`)).map(
        (p) => p.id,
      )
    // "redux" appears only in a technology of project 1.
    expect(await ids('REDUX')).toEqual([1])
    expect(await ids('e-commerce')).toEqual([1])
    expect((await ids('react')).length).toBeGreaterThan(0)
    expect(await ids('%')).toEqual([])
    expect(await ids('_')).toEqual([])
    expect(await ids('no such words anywhere')).toEqual([])
  })

  it('paginates: limit, page edges and a page past the end', async () => {
    const first = await call('GET', '/projects?limit=2')
    expect(expectList(first).map((p) => p.id)).toEqual([1, 2])
    expect(first.json.pagination).toEqual({
      page: 1,
      limit: 2,
      total: 5,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: false,
    })
    const last = await call('GET', '/projects?limit=2&page=3')
    expect(expectList(last).map((p) => p.id)).toEqual([5])
    expect(last.json.pagination).toMatchObject({ page: 3, hasNextPage: false, hasPrevPage: true })
    const beyond = await call('GET', '/projects?limit=2&page=9')
    expect(expectList(beyond)).toEqual([])
    expect(beyond.json.pagination).toMatchObject({
      page: 9,
      total: 5,
      hasNextPage: false,
      hasPrevPage: true,
    })
    const capped = await call('GET', '/projects?limit=1000')
    expect(capped.json.pagination.limit).toBe(100)
  })

  it('sorts by a whitelisted field in either order', async () => {
    const titles = expectList(await call('GET', '/projects?sortBy=title&sortOrder=desc')).map(
      (p) => p.title,
    )
    expect(titles).toEqual([...titles].sort().reverse())
    const ids = expectList(await call('GET', '/projects?sortBy=id&sortOrder=desc')).map((p) => p.id)
    expect(ids).toEqual([5, 4, 3, 2, 1])
  })

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=-5', 'limit'],
    ['limit=2.5', 'limit'],
    ['sortBy=password', 'sortBy'],
    ['sortOrder=up', 'sortOrder'],
    ['page=1&page=2', 'page'],
  ])('rejects %s with 400 naming the parameter', async (query, field) => {
    const res = await call('GET', `/projects?${query}`)
    expectError(res, 400, 'validation_error')
    expect(res.json.error.fields).toHaveProperty(field)
  })

  it('answers one project by slug, and 404 for an unknown slug', async () => {
    const res = await call('GET', '/projects/slug/task-management-app')
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({ id: 2, slug: 'task-management-app' })
    expectError(await call('GET', '/projects/slug/no-such-project'), 404, 'not_found')
  })
})

describe('admin project calls', () => {
  it('refuses anonymous callers and bad tokens with 401', async () => {
    expectError(await call('GET', '/projects/all'), 401, 'unauthorized')
    expectError(await call('POST', '/projects', { body: newProject() }), 401)
    expectError(
      await call('PUT', '/projects/slug/task-management-app', { body: { title: 'x' } }),
      401,
    )
    expectError(await call('DELETE', '/projects/slug/task-management-app'), 401)
    expectError(await call('PATCH', '/projects/slug/task-management-app/restore'), 401)
    expectError(await call('GET', '/projects/all', { token: 'not-a-jwt' }), 401, 'invalid_token')
    expectError(
      await call('GET', '/projects/all', { token: `${token.slice(0, -3)}abc` }),
      401,
      'invalid_token',
    )
  })

  it('creates a project (201), deriving the slug and ignoring id, deleted and unknown fields', async () => {
    const res = await call('POST', '/projects', {
      token,
      body: newProject({ id: 999, deleted: true, createdAt: '2000-01-01', bogus: 'ignored' }),
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    created.push(res.json.data.id)
    expect(res.json.data).toMatchObject({
      slug: 'contract-test-project',
      title: 'Contract Test Project',
      deleted: false,
      technologies: ['Zig', 'HTMX'],
      features: ['One', 'Two'],
      challenges: ['Hard part'],
      solutions: ['Clever fix'],
      gallery: ['🧪', 'https://example.com/shot.png'],
      galleryMedia: [null, null],
      image: '🧪',
      startDate: '2024-01-15',
    })
    expect(res.json.data.id).not.toBe(999)
    expect(res.json.data.createdAt.startsWith('2000')).toBe(false)
    expect(res.json.data).not.toHaveProperty('bogus')
    const pub = await call('GET', '/projects/slug/contract-test-project')
    expect(pub.json.data.id).toBe(res.json.data.id)
  })

  it('answers 409 with fields.slug for a duplicate slug, on create and on rename', async () => {
    // An explicit slug: without one, a title in use gets a free variant (tests/int/cms/slugs).
    const dup = await call('POST', '/projects', {
      token,
      body: newProject({ slug: 'contract-test-project' }),
    })
    expectError(dup, 409, 'duplicate')
    expect(dup.json.error.fields).toHaveProperty('slug')
    const rename = await call('PUT', '/projects/slug/contract-test-project', {
      token,
      body: { slug: 'task-management-app' },
    })
    expectError(rename, 409, 'duplicate')
    expect(rename.json.error.fields).toHaveProperty('slug')
  })

  it('answers 400 with per-field messages for invalid bodies, and for malformed JSON', async () => {
    const res = await call('POST', '/projects', {
      token,
      body: {
        title: '',
        technologies: 'React',
        liveUrl: 'javascript:alert(1)',
        teamSize: 0,
        status: 'done',
      },
    })
    expectError(res, 400, 'validation_error')
    expect(Object.keys(res.json.error.fields)).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'technologies',
        'liveUrl',
        'teamSize',
        'status',
      ]),
    )
    expectError(
      await call('POST', '/projects', { token, rawBody: '{"title": "x",' }),
      400,
      'malformed_json',
    )
    expectError(
      await call('POST', '/projects', { token, rawBody: '[1, 2]' }),
      400,
      'validation_error',
    )
    const noBody = await call('POST', '/projects', { token })
    expectError(noBody, 400, 'validation_error')
  })

  it('merges the given fields on PUT and renames with a new slug', async () => {
    const res = await call('PUT', '/projects/slug/contract-test-project', {
      token,
      body: { description: 'Changed.', featured: true, slug: 'contract-test-renamed' },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({
      slug: 'contract-test-renamed',
      title: 'Contract Test Project',
      description: 'Changed.',
      featured: true,
      technologies: ['Zig', 'HTMX'],
      features: ['One', 'Two'],
    })
    expectError(await call('GET', '/projects/slug/contract-test-project'), 404)
    expectError(
      await call('PUT', '/projects/slug/no-such-project', { token, body: { title: 'x' } }),
      404,
    )

    // A new title alone keeps the slug: links to the project stay valid.
    const retitled = await call('PUT', '/projects/slug/contract-test-renamed', {
      token,
      body: { title: 'Contract Test Project' },
    })
    expect(retitled.json.data.slug).toBe('contract-test-renamed')
  })

  it('soft-deletes: hidden from public list, detail and search, kept in /all; restore brings it back', async () => {
    const del = await call('DELETE', '/projects/slug/contract-test-renamed', { token })
    expect(del.status).toBe(200)
    expect(del.json.data).toMatchObject({ slug: 'contract-test-renamed', deleted: true })

    expectError(await call('GET', '/projects/slug/contract-test-renamed'), 404)
    expectError(await call('GET', '/projects/slug/contract-test-renamed', { token }), 404)
    const pub = expectList(await call('GET', '/projects?limit=100'))
    expect(pub.some((p) => p.slug === 'contract-test-renamed')).toBe(false)
    expect(pub.every((p) => p.deleted === false)).toBe(true)
    expect(expectList(await call('GET', '/projects?search=zig'))).toEqual([])
    // Even an admin's token does not reveal deleted records on the public list.
    expect(expectList(await call('GET', '/projects?search=zig', { token }))).toEqual([])

    const all = await call('GET', '/projects/all', { token })
    expect(all.json.pagination.limit).toBe(50)
    expect(expectList(all).find((p) => p.slug === 'contract-test-renamed')).toMatchObject({
      deleted: true,
    })

    const restore = await call('PATCH', '/projects/slug/contract-test-renamed/restore', { token })
    expect(restore.status).toBe(200)
    expect(restore.json.data.deleted).toBe(false)
    expect((await call('GET', '/projects/slug/contract-test-renamed')).status).toBe(200)
    expectError(await call('DELETE', '/projects/slug/no-such-project', { token }), 404)
    expectError(await call('PATCH', '/projects/slug/no-such-project/restore', { token }), 404)
  })

  it('writes a case study, translates it row by row, and refuses results it cannot show', async () => {
    const study = {
      problem: 'Checkout timed out at every sale.',
      approach: 'A read cache in front of the catalogue.',
      results: [
        { label: 'p99 latency', value: '−48%', context: 'after the cache rewrite' },
        { label: 'Conversion', value: '+12%' },
      ],
      clientQuote: 'Black Friday was quiet for once.',
      clientName: 'Dana Levi, CTO at Acme',
    }
    const created = await call('POST', '/projects', {
      token,
      body: { title: 'Case Study Project', description: 'With a case study.', ...study },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const slug = created.json.data.slug as string
    expect(created.json.data).toMatchObject({
      ...study,
      results: [study.results[0], { ...study.results[1], context: null }],
    })

    // Spanish for the same rows: English keeps its own words, and the list its order.
    const languages = (enabled: string[]) =>
      call('PUT', '/languages', { token, body: { default: 'en', enabled } })
    expect((await languages(['en', 'es'])).status).toBe(200)
    const es = await call('PUT', `/projects/slug/${slug}?locale=es`, {
      token,
      body: {
        results: [
          { label: 'Latencia p99', value: '−48 %', context: 'tras reescribir la caché' },
          { label: 'Conversión', value: '+12 %' },
        ],
        clientQuote: 'Por fin un Black Friday tranquilo.',
      },
    })
    expect(es.status, JSON.stringify(es.json)).toBe(200)
    expect((await call('GET', `/projects/slug/${slug}?locale=es`)).json.data).toMatchObject({
      results: [{ label: 'Latencia p99', value: '−48 %' }, { label: 'Conversión' }],
      clientQuote: 'Por fin un Black Friday tranquilo.',
    })
    expect((await call('GET', `/projects/slug/${slug}`)).json.data).toMatchObject({
      results: [{ label: 'p99 latency', value: '−48%' }, { label: 'Conversion' }],
      clientQuote: study.clientQuote,
    })

    const refused = async (results: unknown[]) => {
      const res = await call('PUT', `/projects/slug/${slug}`, { token, body: { results } })
      expectError(res, 400, 'validation_error')
      return Object.keys(res.json.error.fields)
    }
    expect(await refused([{ label: '', value: 'x'.repeat(25) }])).toEqual([
      'results.0.label',
      'results.0.value',
    ])
    expect(await refused(Array.from({ length: 9 }, () => ({ label: 'a', value: '1' })))).toEqual([
      'results',
    ])
    // A project without one answers empty parts, as the site's "no case study" needs.
    const plain = (await call('GET', '/projects/slug/e-commerce-platform')).json.data
    expect(plain).toMatchObject({ problem: null, approach: null, results: [], clientQuote: null })
    await call('DELETE', `/projects/slug/${slug}`, { token })
    await languages(['en'])
  })

  it('/all accepts search and sort too, and validates them', async () => {
    const data = expectList(
      await call('GET', '/projects/all?search=htmx&sortBy=updatedAt&sortOrder=desc', { token }),
    )
    expect(data.map((p) => p.slug)).toEqual(['contract-test-renamed'])
    expectError(await call('GET', '/projects/all?sortBy=secret', { token }), 400)
  })
})

describe('projects with uploaded images', () => {
  it('serves the cover and gallery uploads as URLs of this server, with renditions', async () => {
    const mediaId = await uploadPhoto()
    const res = await call('POST', '/projects', {
      token,
      body: newProject({
        title: 'Contract Photo Project',
        coverImage: mediaId,
        gallery: [{ media: mediaId }, '📷'],
      }),
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    created.push(res.json.data.id)
    const project = res.json.data
    expect(project.imageMedia).toMatchObject({ id: mediaId, alt: 'Contract test photo' })
    expect(project.image).toBe(project.imageMedia.url)
    expect(project.gallery).toEqual([project.imageMedia.url, '📷'])
    expect(project.galleryMedia[0]).toMatchObject({ id: mediaId })
    expect(project.galleryMedia[1]).toBeNull()
    expect(Object.keys(project.imageMedia.sizes)).toEqual(
      expect.arrayContaining(['thumbnail', 'card']),
    )

    const image = await fetch(new URL(project.image, baseURL))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toMatch(/^image\//)

    // The contract fills in uploads with its own media query: it must say what Payload itself
    // says of that upload (its REST read runs the upload field hooks that build the URLs).
    const own = await (await fetch(new URL(`/cms-api/media/${mediaId}`, baseURL))).json()
    const rendition = (size: any) => ({ url: size.url, width: size.width, height: size.height })
    expect(project.imageMedia).toEqual({
      id: mediaId,
      url: own.url,
      alt: own.alt,
      width: own.width,
      height: own.height,
      mimeType: own.mimeType,
      // The owner's focal point, which the site's covers follow.
      focalX: own.focalX,
      focalY: own.focalY,
      sizes: Object.fromEntries(
        Object.entries(own.sizes).map(([name, size]) => [name, rendition(size)]),
      ),
    })
    // Reads and writes answer the same uploads.
    const uploadsOf = (p: any) => ({
      image: p.image,
      imageMedia: p.imageMedia,
      gallery: p.gallery,
      galleryMedia: p.galleryMedia,
    })
    const detail = await call('GET', `/projects/slug/${project.slug}`)
    expect(uploadsOf(detail.json.data)).toEqual(uploadsOf(project))
    const listed = expectList(await call('GET', '/projects?limit=100')).find(
      (p) => p.id === project.id,
    )
    expect(uploadsOf(listed)).toEqual(uploadsOf(project))

    // Echoing the URLs back (as a client editing the record would) keeps the uploads.
    const echoed = await call('PUT', `/projects/slug/${project.slug}`, {
      token,
      body: { image: project.image, gallery: [...project.gallery, '🎞️'] },
    })
    expect(echoed.status, JSON.stringify(echoed.json)).toBe(200)
    expect(echoed.json.data.imageMedia?.id).toBe(mediaId)
    expect(echoed.json.data.galleryMedia.map((m: any) => m?.id ?? null)).toEqual([
      mediaId,
      null,
      null,
    ])

    // A new emoji replaces the uploaded cover.
    const emoji = await call('PUT', `/projects/slug/${project.slug}`, {
      token,
      body: { image: '🚀' },
    })
    expect(emoji.json.data).toMatchObject({ image: '🚀', imageMedia: null })

    const missing = await call('PUT', `/projects/slug/${project.slug}`, {
      token,
      body: { coverImage: 987654 },
    })
    expectError(missing, 400, 'validation_error')
    expect(missing.json.error.fields).toHaveProperty('coverImage')
  })
})
