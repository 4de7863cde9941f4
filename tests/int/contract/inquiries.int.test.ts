import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, expectError, expectList, login, purge } from './contractHelpers'

let token: string
const created: number[] = []

beforeAll(async () => {
  token = await login()
})

afterAll(async () => {
  await purge('inquiries', created, token)
})

const send = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/inquiries', { body })
  if (res.status === 201) created.push(res.json.data.id)
  return res
}

describe('POST /api/inquiries (public)', () => {
  it('stores an inquiry with server-set id, timestamp and read: false, ignoring client values', async () => {
    const before = Date.now()
    const res = await send({
      name: 'Visitor One',
      email: 'one@example.com',
      subject: 'Hello',
      message: 'I would like a website.',
      id: 424242,
      read: true,
      timestamp: '2001-01-01T00:00:00.000Z',
      deleted: true,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    expect(res.json.data).toEqual({
      id: expect.any(Number),
      name: 'Visitor One',
      email: 'one@example.com',
      subject: 'Hello',
      message: 'I would like a website.',
      timestamp: expect.any(String),
      read: false,
    })
    expect(res.json.data.id).not.toBe(424242)
    expect(Date.parse(res.json.data.timestamp)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('makes the subject optional and validates the rest field by field', async () => {
    const ok = await send({
      name: 'Visitor Two',
      email: 'two@example.com',
      message: 'No subject here.',
    })
    expect(ok.status).toBe(201)
    expect(ok.json.data.subject).toBe('')

    const bad = await send({ name: '', email: 'nope', message: '' })
    expectError(bad, 400, 'validation_error')
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['email', 'message', 'name'])
    const injected = await send({
      name: 'Eve\r\nBcc: all@example.com',
      email: 'e@example.com',
      message: 'x',
    })
    expectError(injected, 400)
    expect(injected.json.error.fields).toHaveProperty('name')
    expectError(await call('POST', '/inquiries', { rawBody: '{"name"' }), 400, 'malformed_json')
  })
})

describe('admin inquiry calls', () => {
  it('refuse anonymous callers', async () => {
    expectError(await call('GET', '/inquiries'), 401)
    expectError(await call('GET', '/inquiries/unread'), 401)
    expectError(await call('PATCH', `/inquiries/${created[0]}/read`), 401)
    expectError(await call('DELETE', `/inquiries/${created[0]}`), 401)
  })

  it('list newest first, 50 a page, with pagination', async () => {
    const res = await call('GET', '/inquiries', { token })
    const data = expectList(res)
    expect(res.json.pagination.limit).toBe(50)
    const times = data.map((i) => Date.parse(i.timestamp))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(data.slice(0, 2).map((i) => i.id)).toEqual([created[1], created[0]])
    expectError(await call('GET', '/inquiries?sortBy=message', { token }), 400)
    expect(
      expectList(await call('GET', '/inquiries?sortOrder=asc&limit=1', { token })),
    ).toHaveLength(1)
  })

  it('mark one read: it leaves the unread list', async () => {
    const [first] = created
    const unreadBefore = await call('GET', '/inquiries/unread', { token })
    expect(expectList(unreadBefore).map((i) => i.id)).toContain(first)
    expect(expectList(unreadBefore).every((i) => i.read === false)).toBe(true)

    const res = await call('PATCH', `/inquiries/${first}/read`, { token })
    expect(res.status).toBe(200)
    expect(res.json.data).toMatchObject({ id: first, read: true })

    const unreadAfter = await call('GET', '/inquiries/unread', { token })
    expect(expectList(unreadAfter).map((i) => i.id)).not.toContain(first)
    expect(unreadAfter.json.pagination.total).toBe(unreadBefore.json.pagination.total - 1)
    expectError(await call('PATCH', '/inquiries/999999/read', { token }), 404)
  })

  it('delete one for good', async () => {
    const id = created.pop()!
    const res = await call('DELETE', `/inquiries/${id}`, { token })
    expect(res.status).toBe(200)
    expect(res.json.data.id).toBe(id)
    expect(expectList(await call('GET', '/inquiries', { token })).map((i) => i.id)).not.toContain(
      id,
    )
    expectError(await call('DELETE', `/inquiries/${id}`, { token }), 404)
    expectError(await call('DELETE', '/inquiries/abc', { token }), 400, 'validation_error')
  })
})
