import { describe, expect, it } from 'vitest'

import { createApiClient } from '../api-client'
import { ApiError } from '../api-error'
import { createRemoteDataSource } from './remote-data-source'

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown }
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }

/** A fetch double that records calls and answers from a queue (or a function of the call). */
const fakeFetch = (replies: Reply[] | ((call: Call) => Reply)) => {
  const calls: Call[] = []
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    }
    calls.push(call)
    const reply = typeof replies === 'function' ? replies(call) : (replies.shift() ?? {})
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: reply.headers,
    })
  }
  return { calls, fetchImpl: fetchImpl as typeof fetch }
}

const page = <T>(data: T[], pageNumber: number, totalPages: number) => ({
  data,
  pagination: {
    page: pageNumber,
    limit: 100,
    total: data.length,
    totalPages,
    hasNextPage: pageNumber < totalPages,
    hasPrevPage: pageNumber > 1,
  },
})

const setup = (replies: Reply[] | ((call: Call) => Reply)) => {
  const { calls, fetchImpl } = fakeFetch(replies)
  const api = createApiClient({ baseUrl: '/api', fetch: fetchImpl })
  return { calls, source: createRemoteDataSource(api) }
}

describe('remote data source (spec reading A)', () => {
  it('reads whole public lists page by page, 100 at a time', async () => {
    const { calls, source } = setup([
      { body: page([{ id: 1 }], 1, 2) },
      { body: page([{ id: 2 }], 2, 2) },
    ])
    const projects = await source.projects.getActive()
    expect(projects.map((p) => p.id)).toEqual([1, 2])
    expect(calls.map((c) => c.url)).toEqual([
      '/api/projects?page=1&limit=100',
      '/api/projects?page=2&limit=100',
    ])
  })

  it("reads the page's language with ?locale=, and the default language without it", async () => {
    const { calls, source } = setup((call) => ({
      body: /personal-info|site-texts/.test(call.url) ? { data: {} } : page([], 1, 1),
    }))
    await source.projects.getActive('es')
    await source.interests.getActive('ar')
    await source.personalInfo.get('es')
    await source.siteTexts.get('ar')
    await source.personalInfo.get()
    expect(calls.map((c) => c.url)).toEqual([
      '/api/projects?page=1&limit=100&locale=es',
      '/api/interests?page=1&limit=100&locale=ar',
      '/api/personal-info?locale=es',
      '/api/site-texts?locale=ar',
      '/api/personal-info',
    ])
  })

  it('reads a page of posts with its filters, and a post by slug, in the page’s language', async () => {
    const { calls, source } = setup((call) =>
      call.url.includes('/slug/')
        ? call.url.includes('missing')
          ? { status: 404, body: { error: { status: 404, code: 'not_found', message: 'No' } } }
          : { body: { data: { id: 7, slug: 'a b' } } }
        : call.url.includes('limit=100')
          ? { body: page([{ id: 7 }], 1, 1) }
          : { body: page([{ id: 7 }], 2, 3) },
    )
    const listed = await source.posts.list(
      { page: 2, limit: 10, search: 'react hooks', tag: 'c#', project: 'shop', sortBy: 'title' },
      'es',
    )
    expect(listed.pagination).toMatchObject({ page: 2, totalPages: 3 })
    expect((await source.posts.getBySlug('a b', 'ar'))?.id).toBe(7)
    expect(await source.posts.getBySlug('missing')).toBeUndefined()
    await source.posts.getActive('es')
    expect(calls.map((c) => c.url)).toEqual([
      '/api/posts?page=2&limit=10&search=react+hooks&tag=c%23&project=shop&sortBy=title&locale=es',
      '/api/posts/slug/a%20b?locale=ar',
      '/api/posts/slug/missing',
      '/api/posts?page=1&limit=100&locale=es',
    ])
  })

  it('uses the public list for each entity', async () => {
    const { calls, source } = setup(() => ({ body: page([], 1, 1) }))
    await source.skills.getActive()
    await source.experiences.getActive()
    await source.education.getActive()
    await source.interests.getActive()
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/skills',
      '/api/experiences',
      '/api/education',
      '/api/interests',
    ])
  })

  it('sends no Authorization header', async () => {
    const { calls, source } = setup([{ body: { data: { name: 'A' } } }])
    await source.personalInfo.get()
    expect(calls[0].headers.Authorization).toBeUndefined()
  })

  it('posts inquiries as JSON with the empty honeypot field', async () => {
    const { calls, source } = setup([{ status: 201, body: { data: { id: 1 } } }])
    await source.inquiries.create({ name: 'Ana', email: 'ana@example.com', message: 'Hello' })
    expect(calls[0]).toMatchObject({
      url: '/api/inquiries',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: { name: 'Ana', email: 'ana@example.com', message: 'Hello', website: '' },
    })
  })

  it('throws ApiError with the per-field messages of a 400', async () => {
    const { source } = setup([
      {
        status: 400,
        body: {
          error: {
            status: 400,
            code: 'validation_error',
            message: 'Invalid input',
            fields: { email: 'Enter a valid email' },
          },
        },
      },
    ])
    const error = await source.inquiries
      .create({ name: 'A', email: 'bad', message: 'x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: { email: 'Enter a valid email' },
    })
  })

  it('reads Retry-After from a 429', async () => {
    const { source } = setup([
      {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { error: { status: 429, code: 'rate_limited', message: 'Too many requests' } },
      },
    ])
    await expect(
      source.inquiries.create({ name: 'A', email: 'a@b.co', message: 'x' }),
    ).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
    })
  })
})
