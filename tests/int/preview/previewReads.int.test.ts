import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, expectError, login } from '../contract/contractHelpers'
import { previewTokenFor } from './previewTokens'

/**
 * Draft reads for previews: a public read with a valid `X-Preview-Token` for its content answers
 * the latest drafts, private and unindexed, and never through the shared response cache; a bad
 * token is a 401 that says why.
 */

let token: string
let project: { id: number; slug: string; title: string }
const draftTitle = `Draft title ${Date.now()}`

const preview = async (path: string, content = 'projects', lifetimeMs?: number) =>
  call('GET', path, {
    headers: { 'X-Preview-Token': await previewTokenFor(content, { lifetimeMs }) },
  })

beforeAll(async () => {
  token = await login()
  project = (await call('GET', '/projects?limit=1')).json.data[0]
  // An unpublished edit, saved the way the admin's autosave saves it.
  const saved = await cms('PATCH', `/projects/${project.id}?draft=true`, token, {
    title: draftTitle,
  })
  expect(saved.status, JSON.stringify(saved.json)).toBe(200)
})

afterAll(async () => {
  // Back to the published title, published.
  await cms('PATCH', `/projects/${project.id}`, token, {
    title: project.title,
    _status: 'published',
  })
})

describe('preview reads', () => {
  it('answer the latest draft, privately and unindexed, past the cache', async () => {
    const list = await preview('/projects?limit=100')
    expect(list.status).toBe(200)
    expect(list.json.data.find((item: { id: number }) => item.id === project.id).title).toBe(
      draftTitle,
    )
    expect(list.headers.get('cache-control')).toBe('private, no-store')
    expect(list.headers.get('x-robots-tag')).toBe('noindex')
    expect(list.headers.get('x-cache')).toBe('BYPASS')
    const one = await preview(`/projects/slug/${project.slug}`)
    expect(one.json.data.title).toBe(draftTitle)
  })

  it('are never cached: a public read after them answers the published version', async () => {
    await preview('/projects?limit=100')
    await preview(`/projects/slug/${project.slug}`)
    for (let round = 0; round < 2; round += 1) {
      const list = await call('GET', '/projects?limit=100')
      expect(list.headers.get('x-robots-tag')).toBeNull()
      const titles = list.json.data.map((item: { title: string }) => item.title)
      expect(titles).toContain(project.title)
      expect(titles).not.toContain(draftTitle)
      const one = await call('GET', `/projects/slug/${project.slug}`)
      expect(one.json.data.title).toBe(project.title)
    }
  })

  it('show drafts only of the content the token is for', async () => {
    const other = await preview('/projects?limit=100', 'skills')
    expect(other.status).toBe(200)
    expect(other.headers.get('cache-control')).toBe('private, no-store')
    const titles = other.json.data.map((item: { title: string }) => item.title)
    expect(titles).not.toContain(draftTitle)
  })

  it('refuse a bad or expired token with a 401 that says why', async () => {
    const expired = await preview('/projects', 'projects', -1000)
    expectError(expired, 401, 'invalid_preview_token')
    expect(expired.json.error.message).toMatch(/expired/)
    expect(expired.headers.get('cache-control')).toBe('no-store')
    const forged = await call('GET', '/personal-info', { headers: { 'X-Preview-Token': 'a.b' } })
    expectError(forged, 401, 'invalid_preview_token')
    expect(forged.json.error.message).toMatch(/not valid/)
  })

  it('read the personal-info draft with a token for it', async () => {
    const res = await preview('/personal-info', 'personal-info')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(typeof res.json.data.name).toBe('string')
  })
})

describe('POST /preview/{content}', () => {
  const live = async (content: string, data: unknown, tokenContent = content) =>
    call('POST', `/preview/${content}`, {
      body: { data },
      headers: { 'X-Preview-Token': await previewTokenFor(tokenContent) },
    })

  it("shapes the admin's unsaved form data as the public read would, storing nothing", async () => {
    const res = await live('projects', {
      id: project.id,
      title: 'Typed, not saved',
      description: 'Still typing',
      category: 'Web App',
      longDescription: {
        root: {
          type: 'root',
          children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Rich' }] }],
        },
      },
      features: [{ id: 'row', text: 'One feature' }],
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({
      id: project.id,
      title: 'Typed, not saved',
      longDescription: 'Rich',
      features: ['One feature'],
    })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const stored = await call('GET', `/projects/slug/${project.slug}`)
    expect(stored.json.data.title).toBe(project.title)
  })

  it('reads a new project whose lists are still empty, as the admin sends them (row counts)', async () => {
    // Payload's form sends an array field's row count where it has no rows: 0, not [].
    const res = await live('projects', {
      title: 'Brand new',
      description: '',
      category: 'Web App',
      technologies: [],
      features: 0,
      challenges: 0,
      solutions: 0,
      gallery: 0,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data).toMatchObject({
      title: 'Brand new',
      features: [],
      challenges: [],
      solutions: [],
      gallery: [],
    })
  })

  it('shapes the personal-info global', async () => {
    const res = await live('personal-info', { name: 'Typed Name', title: 'Typed title', stats: {} })
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({ name: 'Typed Name', title: 'Typed title', avatar: null })
  })

  it('needs a token for that very content, and a body of field values', async () => {
    expectError(await call('POST', '/preview/projects', { body: { data: {} } }), 401)
    expectError(await live('projects', { title: 'x' }, 'skills'), 401, 'invalid_preview_token')
    expectError(await live('projects', 'text'), 400, 'validation_error')
    expectError(await live('inquiries', {}, 'inquiries'), 404)
  })
})
