import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jsonRequest, rawRequest } from './helpers/rawRequest'
import { admin, baseURL } from '../fileServer'

/**
 * Queries cannot be abused (no unbounded lists, no deep population, no sorting by hidden or
 * structured fields, on the contract or on Payload's own REST) and stored content cannot
 * become script (URLs are http(s) only, rich text is served and rendered as text).
 */
const base = () => baseURL
const localAddress = '127.0.0.51'
const get = (path: string) => rawRequest(base(), { path, localAddress })

describe('Payload REST (/cms-api) for anonymous callers', () => {
  it('never returns an unbounded list', async () => {
    const all = await get('/cms-api/skills?limit=0')
    expect(all.status).toBe(200)
    expect(all.json.limit).toBe(100)
    expect(all.json.docs.length).toBeLessThanOrEqual(100)
    const huge = await get('/cms-api/skills?limit=100000')
    expect(huge.json.limit).toBe(100)
    const unpaginated = await get('/cms-api/skills?pagination=false')
    expect(unpaginated.json.docs.length).toBeLessThanOrEqual(10)
    expect(unpaginated.json.totalDocs).toBeGreaterThan(unpaginated.json.docs.length)
  })

  it('caps depth and answers deep requests normally', async () => {
    const res = await get('/cms-api/projects?depth=50&limit=2')
    expect(res.status).toBe(200)
    expect(res.json.docs.length).toBeGreaterThan(0)
  })

  it('refuses sorting by structured, unknown or nested fields', async () => {
    for (const sort of [
      'longDescription',
      'coverImage.filename',
      'nonexistent',
      '-gallery',
      'title,-longDescription',
    ]) {
      const res = await get(`/cms-api/projects?sort=${encodeURIComponent(sort)}`)
      expect(res.status, `${sort}: ${res.text}`).toBe(400)
      expect(res.json.errors[0].message).toMatch(/Sorting by .* is not allowed/)
    }
    expect((await get('/cms-api/projects?sort=-title&limit=1')).status).toBe(200)
  })

  it('keeps users, inquiries and settings closed, whatever the query', async () => {
    for (const path of [
      '/cms-api/users',
      '/cms-api/users?where[email][exists]=true&sort=hash',
      '/cms-api/inquiries?limit=0',
      '/cms-api/globals/smtp-config',
      '/cms-api/payload-jobs',
    ]) {
      const res = await get(path)
      expect([400, 401, 403, 404], `${path}: ${res.status}`).toContain(res.status)
      expect(res.text).not.toMatch(/"hash"|"salt"|"password"/)
    }
    // Querying a field the caller may not read is refused, not answered.
    const hidden = await get('/cms-api/projects?where[deleted][equals]=true')
    expect(hidden.json?.docs ?? []).toEqual([])
  })

  it('has no GraphQL endpoint to bound', async () => {
    const res = await rawRequest(base(), {
      method: 'POST',
      path: '/cms-api/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ Projects(limit: 0) { docs { id } } }' }),
      localAddress,
    })
    expect(res.status).toBe(404)
  })
})

describe('the public contract (/api)', () => {
  it('caps page sizes and refuses bad paging and sorting with 400', async () => {
    const capped = await get('/api/skills?limit=100000')
    expect(capped.status).toBe(200)
    expect(capped.json.pagination.limit).toBe(100)
    expect(capped.json.data.length).toBeLessThanOrEqual(100)
    for (const query of [
      'limit=0',
      'limit=-5',
      'page=0',
      'limit=1e309',
      'limit=1&limit=2',
      'sortBy=deleted',
      'sortBy=password',
      'sortBy=longDescription',
      'sortOrder=sideways',
      `search=${'x'.repeat(300)}`,
    ]) {
      const res = await get(`/api/projects?${query}`)
      expect(res.status, `${query}: ${res.text}`).toBe(400)
      expect(res.json.error.code).toBe('validation_error')
    }
  })
})

describe('stored content cannot run script', () => {
  let token: string
  let projectId: number | undefined
  const slug = `xss-probe-${Date.now().toString(36)}`
  const payloads = {
    title: '<img src=x onerror=alert(1)> XSS probe',
    description: '"><script>alert(document.cookie)</script>',
    longDescription: '<script>alert(1)</script>\n\n<a href="javascript:alert(2)">click</a>',
  }

  beforeAll(async () => {
    token = (await jsonRequest(base(), 'POST', '/api/auth/login', { body: admin, localAddress }))
      .json.data.token
  })

  afterAll(async () => {
    if (projectId)
      await rawRequest(base(), {
        method: 'DELETE',
        path: `/cms-api/projects/${projectId}`,
        headers: { authorization: `JWT ${token}` },
      })
  })

  it('refuses script URLs in link fields', async () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      ' javascript:alert(1)',
    ]) {
      const project = await jsonRequest(base(), 'POST', '/api/projects', {
        token,
        body: { title: 'x', description: 'y', liveUrl: url },
        localAddress,
      })
      expect(project.status, url).toBe(400)
      const info = await jsonRequest(base(), 'PUT', '/api/personal-info', {
        token,
        body: { githubUrl: url },
        localAddress,
      })
      expect(info.status, url).toBe(400)
    }
  })

  it('serves markup in text fields back as plain data, and the site escapes it in its HTML', async () => {
    const created = await jsonRequest(base(), 'POST', '/api/projects', {
      token,
      body: { ...payloads, slug },
      localAddress,
    })
    expect(created.status, created.text).toBe(201)
    projectId = created.json.data.id
    const res = await get(`/api/projects/slug/${slug}`)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json.data.title).toBe(payloads.title)
    expect(res.json.data.longDescription).toContain('<script>alert(1)</script>')
    // Server-rendered meta tags of the project page: the markup must arrive escaped.
    const page = await get(`/projects/${slug}`)
    expect(page.text).not.toContain('<img src=x onerror=alert(1)>')
    expect(page.text).not.toContain('<script>alert(document.cookie)</script>')
  })
})
