import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, expectError, expectList, login, purge } from './contractHelpers'

let token: string
const created: number[] = []

beforeAll(async () => {
  token = await login()
})

afterAll(async () => {
  await purge('skills', created, token)
})

const allPublic = async () => expectList(await call('GET', '/skills?limit=100'))

describe('GET /api/skills (public)', () => {
  it('answers 10 skills a page by default, of the 70 seeded, with the spec fields', async () => {
    const res = await call('GET', '/skills')
    const data = expectList(res)
    expect(data).toHaveLength(10)
    expect(res.json.pagination).toMatchObject({
      page: 1,
      limit: 10,
      total: 70,
      totalPages: 7,
      hasNextPage: true,
    })
    expect(Object.keys(data[0]).sort()).toEqual(
      ['id', 'slug', 'name', 'description', 'category', 'level', 'color', 'deleted'].sort(),
    )
  })

  it('filters by exact category; All or absent means every category', async () => {
    const all = await allPublic()
    const frontend = expectList(await call('GET', '/skills?category=Frontend&limit=100'))
    expect(frontend.length).toBe(all.filter((s) => s.category === 'Frontend').length)
    expect(frontend.every((s) => s.category === 'Frontend')).toBe(true)
    expect(expectList(await call('GET', '/skills?category=All&limit=100'))).toHaveLength(all.length)
    expect(expectList(await call('GET', '/skills?category=frontend'))).toEqual([])
    expect(expectList(await call('GET', '/skills?category=Nope'))).toEqual([])
  })

  it('searches name, description and category case-insensitively', async () => {
    const all = await allPublic()
    const expected = (term: string) =>
      all
        .filter((s) =>
          [s.name, s.description, s.category].some((v: string) =>
            v.toLowerCase().includes(term.toLowerCase()),
          ),
        )
        .map((s) => s.id)
    for (const term of ['REACT', 'cloud', 'serv', 'aws', 'node.js']) {
      const got = expectList(
        await call('GET', `/skills?search=${encodeURIComponent(term)}&limit=100`),
      ).map((s) => s.id)
      expect(got, term).toEqual(expected(term))
    }
    const both = expectList(await call('GET', '/skills?search=aws&category=Cloud&limit=100'))
    expect(both.length).toBeGreaterThan(0)
    expect(both.every((s) => s.category === 'Cloud')).toBe(true)
  })

  it('sorts by level descending, and rejects unknown sort fields', async () => {
    const levels = expectList(
      await call('GET', '/skills?sortBy=level&sortOrder=desc&limit=100'),
    ).map((s) => s.level)
    expect(levels).toEqual([...levels].sort((a, b) => b - a))
    const names = expectList(await call('GET', '/skills?sortBy=name&limit=100')).map((s) => s.name)
    expect(names).toHaveLength(70)
    expectError(await call('GET', '/skills?sortBy=color'), 400, 'validation_error')
  })

  it('GET /skills/category/{category} answers every skill of that category', async () => {
    const all = await allPublic()
    const res = await call('GET', '/skills/category/Cloud')
    const cloud = expectList(res)
    expect(cloud.map((s) => s.id)).toEqual(
      all.filter((s) => s.category === 'Cloud').map((s) => s.id),
    )
    expect(res.json.pagination.limit).toBe(100)
    expectError(await call('GET', '/skills/category/Nope'), 404, 'not_found')
  })

  it('answers a skill by slug, 404 otherwise', async () => {
    const [first] = await allPublic()
    const res = await call('GET', `/skills/slug/${first.slug}`)
    expect(res.json.data).toEqual(first)
    expectError(await call('GET', '/skills/slug/not-a-skill'), 404)
  })
})

describe('admin skill calls', () => {
  it('refuses anonymous callers', async () => {
    expectError(await call('GET', '/skills/all'), 401)
    expectError(await call('POST', '/skills', { body: { name: 'X' } }), 401)
    expectError(await call('PUT', '/skills/slug/react', { body: { level: 1 } }), 401)
    expectError(await call('DELETE', '/skills/slug/react'), 401)
    expectError(await call('PATCH', '/skills/slug/react/restore'), 401)
  })

  it('creates, merges, renames, soft-deletes and restores a skill', async () => {
    const create = await call('POST', '/skills', {
      token,
      body: {
        name: 'Contract Testing',
        category: 'General',
        level: 80,
        description: 'Pact-style checks',
        deleted: true,
        id: 5000,
      },
    })
    expect(create.status, JSON.stringify(create.json)).toBe(201)
    created.push(create.json.data.id)
    expect(create.json.data).toMatchObject({
      slug: 'contract-testing',
      deleted: false,
      level: 80,
      category: 'General',
    })

    expectError(
      await call('POST', '/skills', {
        token,
        body: { name: 'Contract Testing', slug: 'contract-testing' },
      }),
      409,
      'duplicate',
    )

    const update = await call('PUT', '/skills/slug/contract-testing', {
      token,
      body: { level: 95, slug: 'contract-tests' },
    })
    expect(update.json.data).toMatchObject({
      slug: 'contract-tests',
      level: 95,
      name: 'Contract Testing',
      description: 'Pact-style checks',
    })

    const del = await call('DELETE', '/skills/slug/contract-tests', { token })
    expect(del.json.data.deleted).toBe(true)
    expect((await allPublic()).some((s) => s.slug === 'contract-tests')).toBe(false)
    expect(
      expectList(await call('GET', '/skills/category/General?limit=100')).some(
        (s) => s.slug === 'contract-tests',
      ),
    ).toBe(false)
    expect(expectList(await call('GET', '/skills?search=pact-style'))).toEqual([])
    const all = await call('GET', '/skills/all?limit=100', { token })
    expect(all.json.pagination.total).toBe(71)
    expect(expectList(all).find((s) => s.slug === 'contract-tests')?.deleted).toBe(true)

    const restore = await call('PATCH', '/skills/slug/contract-tests/restore', { token })
    expect(restore.json.data.deleted).toBe(false)
    expect(expectList(await call('GET', '/skills?search=pact-style')).map((s) => s.slug)).toEqual([
      'contract-tests',
    ])
  })

  it('validates bodies field by field', async () => {
    const res = await call('POST', '/skills', {
      token,
      body: { name: '', category: 'Databases', level: 101 },
    })
    expectError(res, 400, 'validation_error')
    expect(Object.keys(res.json.error.fields)).toEqual(
      expect.arrayContaining(['name', 'category', 'level']),
    )
    const bad = await call('PUT', '/skills/slug/contract-tests', { token, body: { level: 'high' } })
    expectError(bad, 400)
    expect(bad.json.error.fields).toHaveProperty('level')
    expectError(
      await call('PUT', '/skills/slug/contract-tests', { token, rawBody: '{level: 1}' }),
      400,
      'malformed_json',
    )
  })
})
