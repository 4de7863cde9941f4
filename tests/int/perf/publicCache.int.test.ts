import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { apiURL, call, cms, expectList, login, purge } from '../contract/contractHelpers'
import { baseURL } from '../fileServer'

/**
 * The public-read cache (src/platform/cache): anonymous reads come from memory with a strong ETag, every
 * kind of write to the content behind them — through the contract, the admin's REST or an
 * upload — shows on the very next read, and a credentialed request never touches the cache.
 */

let token: string
const created: Record<string, number[]> = {
  projects: [],
  skills: [],
  experiences: [],
  education: [],
  interests: [],
  media: [],
}
let originalInfo: any

beforeAll(async () => {
  token = await login()
  originalInfo = (await call('GET', '/personal-info')).json.data
})

afterAll(async () => {
  for (const collection of [
    'projects',
    'skills',
    'experiences',
    'education',
    'interests',
    'media',
  ]) {
    await purge(collection, created[collection]!, token)
  }
  const { avatar: _avatar, ...fields } = originalInfo
  await call('PUT', '/personal-info', { token, body: fields })
})

/** An anonymous read, plain or with extra headers (If-None-Match, Cookie…). */
const read = (path: string, headers: Record<string, string> = {}) => call('GET', path, { headers })

/** Reads `path` until it is served from the cache, and returns that answer. */
const cached = async (path: string) => {
  await read(path)
  const res = await read(path)
  expect(res.headers.get('x-cache'), `${path} should be served from the cache`).toBe('HIT')
  return res
}

/** The next anonymous read of `path`, which must have been rebuilt (not a stale HIT). */
const fresh = async (path: string) => {
  const res = await read(path)
  expect(res.headers.get('x-cache'), `${path} should have been invalidated`).toBe('MISS')
  return res
}

const ids = (res: { json: any }) => (res.json.data as { id: number }[]).map((record) => record.id)

describe('anonymous public reads', () => {
  it('are served from the cache with a strong ETag, and If-None-Match answers 304 with no body', async () => {
    const first = await cached('/projects?limit=100')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^"[^"]+"$/)
    expect((await read('/projects?limit=100')).headers.get('etag')).toBe(etag)

    const res = await fetch(apiURL('/projects?limit=100'), { headers: { 'if-none-match': etag } })
    expect(res.status).toBe(304)
    expect(await res.text()).toBe('')
    expect(res.headers.get('etag')).toBe(etag)
  })

  it('let a CDN keep them briefly (browsers revalidate every time), and vary by encoding', async () => {
    for (const path of [
      '/projects',
      '/projects/slug/e-commerce-platform',
      '/skills',
      '/skills/category/Frontend',
      '/experiences',
      '/education',
      '/interests',
      '/personal-info',
    ]) {
      const res = await read(path)
      expect(res.status, path).toBe(200)
      const cacheControl = res.headers.get('cache-control') ?? ''
      expect(cacheControl, path).toMatch(/^public\b/)
      expect(cacheControl, path).toMatch(/\bmax-age=0\b/)
      expect(cacheControl, path).toMatch(/s-maxage=\d+/)
      // Browsers honour stale-while-revalidate too: it is for CDNs only (RFC 9213).
      expect(cacheControl, path).not.toMatch(/stale-while-revalidate/)
      expect(res.headers.get('cdn-cache-control'), path).toMatch(
        /max-age=\d+, stale-while-revalidate=\d+/,
      )
      expect(res.headers.get('vary'), path).toMatch(/Accept-Encoding/i)
    }
  })

  it('share one entry whatever the order of the query parameters', async () => {
    await cached('/skills?limit=100&page=1')
    expect((await read('/skills?page=1&limit=100')).headers.get('x-cache')).toBe('HIT')
  })

  it('never keep an error', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await read('/projects/slug/no-such-project')
      expect(res.status).toBe(404)
      expect(res.headers.get('x-cache')).not.toBe('HIT')
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})

describe('every kind of write shows on the next read', () => {
  it('projects: create, update, soft delete, restore and hard delete (list and detail)', async () => {
    const list = '/projects?limit=100'
    await cached(list)
    const create = await call('POST', '/projects', {
      token,
      body: { title: 'Cache Probe Project', description: 'Made by the cache test.', image: '🧊' },
    })
    expect(create.status, JSON.stringify(create.json)).toBe(201)
    const { id, slug } = create.json.data
    created.projects!.push(id)
    expect(ids(await fresh(list))).toContain(id)

    const detail = `/projects/slug/${slug}`
    await cached(detail)
    await cached(list)
    expect(
      (await call('PUT', detail, { token, body: { description: 'Edited once.' } })).status,
    ).toBe(200)
    expect((await fresh(detail)).json.data.description).toBe('Edited once.')
    expect((await fresh(list)).json.data.find((p: any) => p.id === id).description).toBe(
      'Edited once.',
    )

    await cached(detail)
    await cached(list)
    expect((await call('DELETE', detail, { token })).status).toBe(200)
    expect((await fresh(detail)).status).toBe(404)
    expect(ids(await fresh(list))).not.toContain(id)

    await cached(list)
    expect((await call('PATCH', `${detail}/restore`, { token })).status).toBe(200)
    expect(ids(await fresh(list))).toContain(id)

    await cached(list)
    expect((await cms('DELETE', `/projects/${id}`, token)).status).toBe(200)
    expect(ids(await fresh(list))).not.toContain(id)
  })

  const timeline = [
    {
      name: 'skills',
      body: { name: 'Cache Probing', category: 'General', level: 50 },
      change: { level: 60 },
      key: (d: any) => `slug/${d.slug}`,
    },
    {
      name: 'experiences',
      body: { year: '2025', title: 'Cache Prober', company: 'Probe Inc' },
      change: { company: 'Probe Ltd' },
      key: (d: any) => String(d.id),
    },
    {
      name: 'education',
      body: { year: '2019', title: 'BSc Caching', institution: 'Probe University' },
      change: { institution: 'Probe College' },
      key: (d: any) => String(d.id),
    },
    {
      name: 'interests',
      body: { icon: '🧊', title: 'Ice sculpture', description: 'Cold work.' },
      change: { description: 'Very cold work.' },
      key: (d: any) => String(d.id),
    },
  ] as const

  it.each(timeline)(
    '$name: create, update, soft delete and restore',
    async ({ name, body, change, key }) => {
      const list = `/${name}?limit=100`
      await cached(list)
      const create = await call('POST', `/${name}`, { token, body })
      expect(create.status, JSON.stringify(create.json)).toBe(201)
      const record = create.json.data
      created[name]!.push(record.id)
      expect(ids(await fresh(list))).toContain(record.id)

      await cached(list)
      expect((await call('PUT', `/${name}/${key(record)}`, { token, body: change })).status).toBe(
        200,
      )
      expect((await fresh(list)).json.data.find((r: any) => r.id === record.id)).toMatchObject(
        change,
      )

      await cached(list)
      expect((await call('DELETE', `/${name}/${key(record)}`, { token })).status).toBe(200)
      expect(ids(await fresh(list))).not.toContain(record.id)

      await cached(list)
      expect((await call('PATCH', `/${name}/${key(record)}/restore`, { token })).status).toBe(200)
      expect(ids(await fresh(list))).toContain(record.id)
    },
  )

  it('skills by category follow skill writes too', async () => {
    const path = '/skills/category/General?limit=100'
    await cached(path)
    const create = await call('POST', '/skills', {
      token,
      body: { name: 'Cache Category Probe', category: 'General', level: 40 },
    })
    expect(create.status, JSON.stringify(create.json)).toBe(201)
    created.skills!.push(create.json.data.id)
    expect(ids(await fresh(path))).toContain(create.json.data.id)
  })

  it('personal info: a global update', async () => {
    await cached('/personal-info')
    const res = await call('PUT', '/personal-info', { token, body: { location: 'Cache Town' } })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect((await fresh('/personal-info')).json.data.location).toBe('Cache Town')
  })

  it('media: an upload edited in the admin changes the projects that embed it', async () => {
    const form = new FormData()
    const bytes = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/gallery-photo.png'))
    form.append('file', new Blob([bytes], { type: 'image/png' }), 'cache-probe.png')
    form.append('_payload', JSON.stringify({ alt: 'Before' }))
    const upload = await fetch(`${baseURL}/cms-api/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    const media = ((await upload.json()) as any).doc
    expect(upload.status).toBe(201)
    created.media!.push(media.id)
    const create = await call('POST', '/projects', {
      token,
      body: {
        title: 'Cache Media Probe',
        description: 'Has an uploaded cover.',
        coverImage: media.id,
      },
    })
    expect(create.status, JSON.stringify(create.json)).toBe(201)
    created.projects!.push(create.json.data.id)

    const detail = `/projects/slug/${create.json.data.slug}`
    expect((await cached(detail)).json.data.imageMedia.alt).toBe('Before')
    expect((await cms('PATCH', `/media/${media.id}`, token, { alt: 'After' })).status).toBe(200)
    expect((await fresh(detail)).json.data.imageMedia.alt).toBe('After')
  })

  it("an edit through Payload's own REST (the admin panel's path) shows on the next read", async () => {
    const list = '/interests?limit=100'
    const target = expectList(await cached(list))[0]!
    const res = await cms('PATCH', `/interests/${target.id}`, token, {
      title: `${target.title} (edited)`,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect((await fresh(list)).json.data.find((r: any) => r.id === target.id).title).toBe(
      `${target.title} (edited)`,
    )
    await cms('PATCH', `/interests/${target.id}`, token, { title: target.title })
  })
})

describe('credentialed requests', () => {
  it('with a Bearer token are never served from the cache nor stored in it, and are private', async () => {
    const list = '/experiences?limit=100'
    const anonymous = await cached(list)
    for (let i = 0; i < 2; i += 1) {
      const res = await call('GET', list, { token })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-cache')).toBe('BYPASS')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      // Conditional requests are not answered from the cache's validators either.
      const conditional = await fetch(apiURL(list), {
        headers: {
          authorization: `Bearer ${token}`,
          'if-none-match': anonymous.headers.get('etag')!,
        },
      })
      expect(conditional.status).toBe(200)
    }
    // An invalid token is still a credential: no cache, either way.
    expect(
      (await call('GET', list, { headers: { authorization: 'Bearer not-a-token' } })).headers.get(
        'x-cache',
      ),
    ).toBe('BYPASS')

    // After a write, a credentialed read does not refill the cache for anonymous visitors.
    const target = expectList(anonymous)[0]!
    expect(
      (await call('PUT', `/experiences/${target.id}`, { token, body: { location: 'Probe City' } }))
        .status,
    ).toBe(200)
    expect((await call('GET', list, { token })).headers.get('x-cache')).toBe('BYPASS')
    expect((await fresh(list)).json.data.find((r: any) => r.id === target.id).location).toBe(
      'Probe City',
    )
    await call('PUT', `/experiences/${target.id}`, { token, body: { location: target.location } })
  })

  it('with a Payload session cookie bypass the cache the same way', async () => {
    await cached('/education?limit=100')
    const res = await read('/education?limit=100', { cookie: `theme=dark; payload-token=${token}` })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-cache')).toBe('BYPASS')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    // Another cookie is not a credential.
    expect(
      (await read('/education?limit=100', { cookie: 'theme=dark' })).headers.get('x-cache'),
    ).toBe('HIT')
  })
})
