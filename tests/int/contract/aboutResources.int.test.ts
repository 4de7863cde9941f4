import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, expectError, expectList, login, purge } from './contractHelpers'

let token: string
const created: Record<string, number[]> = { experiences: [], education: [], interests: [] }

beforeAll(async () => {
  token = await login()
})

afterAll(async () => {
  for (const [collection, ids] of Object.entries(created)) await purge(collection, ids, token)
})

/** The three id-addressed resources of the About page, with a valid body and an invalid one. */
const resources = [
  {
    name: 'experiences',
    seeded: 2,
    fields: ['id', 'year', 'title', 'company', 'location', 'description', 'skills', 'deleted'],
    body: { year: '2024 - Present', title: 'Contract Tester', company: 'Acme', skills: ['Vitest'] },
    required: ['year', 'title', 'company'],
    change: { company: 'Acme Corp' },
  },
  {
    name: 'education',
    seeded: 2,
    fields: [
      'id',
      'year',
      'title',
      'institution',
      'location',
      'description',
      'achievements',
      'deleted',
    ],
    body: {
      year: '2020',
      title: 'BSc Testing',
      institution: 'Test University',
      achievements: ['Honours'],
    },
    required: ['year', 'title', 'institution'],
    change: { institution: 'Test Institute' },
  },
  {
    name: 'interests',
    seeded: 4,
    fields: ['id', 'icon', 'title', 'description', 'color', 'deleted'],
    body: { icon: '🧗', title: 'Bouldering', description: 'Short, hard climbs.' },
    required: ['icon', 'title'],
    change: { description: 'Short, very hard climbs.' },
  },
] as const

describe.each(resources)('/api/$name', ({ name, seeded, fields, body, required, change }) => {
  it('lists the seeded records publicly with the spec fields and pagination', async () => {
    const res = await call('GET', `/${name}`)
    const data = expectList(res)
    expect(data).toHaveLength(seeded)
    expect(res.json.pagination).toMatchObject({ page: 1, limit: 10, total: seeded })
    expect(Object.keys(data[0]).sort()).toEqual([...fields].sort())
    expect(typeof data[0].id).toBe('number')
    const page2 = await call('GET', `/${name}?limit=1&page=2`)
    expect(expectList(page2)).toHaveLength(1)
    expect(page2.json.pagination).toMatchObject({
      page: 2,
      limit: 1,
      total: seeded,
      hasPrevPage: true,
    })
    expectError(await call('GET', `/${name}?limit=abc`), 400)
    expectError(await call('GET', `/${name}?sortBy=company`), 400)
  })

  it('refuses anonymous writes and admin lists', async () => {
    expectError(await call('GET', `/${name}/all`), 401)
    expectError(await call('POST', `/${name}`, { body }), 401)
    expectError(await call('PUT', `/${name}/1`, { body: change }), 401)
    expectError(await call('DELETE', `/${name}/1`), 401)
    expectError(await call('PATCH', `/${name}/1/restore`), 401)
  })

  it('creates (201), merges, soft-deletes and restores by id', async () => {
    const create = await call('POST', `/${name}`, {
      token,
      body: { ...body, id: 1, deleted: true },
    })
    expect(create.status, JSON.stringify(create.json)).toBe(201)
    const id = create.json.data.id as number
    created[name]!.push(id)
    expect(id).toBeGreaterThan(seeded)
    expect(create.json.data).toMatchObject({ ...body, deleted: false })

    const update = await call('PUT', `/${name}/${id}`, { token, body: change })
    expect(update.status).toBe(200)
    expect(update.json.data).toMatchObject({ ...body, ...change, id })

    expect((await call('DELETE', `/${name}/${id}`, { token })).json.data.deleted).toBe(true)
    expect(expectList(await call('GET', `/${name}`)).some((r) => r.id === id)).toBe(false)
    expectError(await call('GET', `/${name}/${id}`), 404)
    expect(
      expectList(await call('GET', `/${name}/all`, { token })).find((r) => r.id === id)?.deleted,
    ).toBe(true)

    expect((await call('PATCH', `/${name}/${id}/restore`, { token })).json.data.deleted).toBe(false)
    expect(expectList(await call('GET', `/${name}`)).some((r) => r.id === id)).toBe(true)
    expect((await call('GET', `/${name}/${id}`)).json.data.id).toBe(id)
  })

  it('answers 404 for unknown ids and 400 for malformed ids and invalid bodies', async () => {
    expectError(await call('PUT', `/${name}/999999`, { token, body: change }), 404, 'not_found')
    expectError(await call('DELETE', `/${name}/999999`, { token }), 404)
    expectError(await call('PATCH', `/${name}/999999/restore`, { token }), 404)
    expectError(await call('DELETE', `/${name}/abc`, { token }), 400, 'validation_error')
    const res = await call('POST', `/${name}`, { token, body: {} })
    expectError(res, 400, 'validation_error')
    expect(Object.keys(res.json.error.fields).sort()).toEqual([...required].sort())
    expectError(
      await call('PUT', `/${name}/1`, { token, rawBody: 'not json' }),
      400,
      'malformed_json',
    )
  })
})
