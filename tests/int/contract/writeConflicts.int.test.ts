import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { call, expectError, login, purge } from './contractHelpers'
import { databaseURL } from '../fileServer'

/**
 * No owner edit is lost: a write sent with the ETag of what the client read (`If-Match`) is
 * refused with 412 when the record changed meanwhile, and two writes to different fields of
 * one record, at the same moment, both survive.
 */

let token: string
const created: Record<string, number[]> = {}
let originalInfo: Record<string, unknown>

beforeAll(async () => {
  token = await login()
  originalInfo = (await call('GET', '/personal-info')).json.data
})

afterAll(async () => {
  for (const [collection, ids] of Object.entries(created)) await purge(collection, ids, token)
  const { avatar: _avatar, ...fields } = originalInfo
  await call('PUT', '/personal-info', { token, body: fields })
})

/** The content resources, each with a record to create and a change to make. */
const resources = [
  {
    path: '/projects',
    key: 'slug',
    body: { title: 'Conflict Project', description: 'Made by the write-conflict test.' },
    change: (n: number) => ({ description: `Edit ${n}` }),
  },
  {
    path: '/skills',
    key: 'slug',
    body: { name: 'Conflict Skill', category: 'Backend', level: 50 },
    change: (n: number) => ({ level: 50 + n }),
  },
  {
    path: '/experiences',
    key: 'id',
    body: { year: '2021', title: 'Conflict Engineer', company: 'Race Co' },
    change: (n: number) => ({ location: `City ${n}` }),
  },
  {
    path: '/education',
    key: 'id',
    body: { year: '2011', title: 'Conflict Degree', institution: 'Race U' },
    change: (n: number) => ({ location: `Campus ${n}` }),
  },
  {
    path: '/interests',
    key: 'id',
    body: { icon: '🧪', title: 'Conflict Interest' },
    change: (n: number) => ({ description: `Edit ${n}` }),
  },
] as const

/** Creates a record through the contract; answers the path of its single-record calls. */
const createRecord = async (path: string, key: 'slug' | 'id', body: Record<string, unknown>) => {
  const res = await call('POST', path, { token, body })
  expect(res.status, JSON.stringify(res.json)).toBe(201)
  ;(created[path.slice(1)] ??= []).push(res.json.data.id)
  return key === 'slug' ? `${path}/slug/${res.json.data.slug}` : `${path}/${res.json.data.id}`
}

/** The ETag a GET answers, anonymously or as the admin. */
const etagOf = async (path: string, asAdmin = false) => {
  const res = await call('GET', path, asAdmin ? { token } : {})
  expect(res.status, JSON.stringify(res.json)).toBe(200)
  const etag = res.headers.get('etag')
  expect(etag, 'a strong ETag').toMatch(/^"[^"]+"$/)
  return etag!
}

/** What the admin's list shows of a record: soft-deleted and unpublished ones included. */
const storedRecord = async (path: string, id: number) => {
  const res = await call('GET', `${path}/all?limit=100`, { token })
  return res.json.data.find((record: { id: number }) => record.id === id)
}

const put = (path: string, body: unknown, ifMatch?: string) =>
  call('PUT', path, { token, body, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } })

describe('If-Match on a project', () => {
  let item: string
  let id: number

  beforeAll(async () => {
    item = await createRecord('/projects', 'slug', {
      title: 'If Match Project',
      description: 'First words.',
    })
    id = (await call('GET', item)).json.data.id
  })

  it('gives an admin read the same strong ETag as an anonymous read of the same record', async () => {
    const anonymous = await call('GET', item)
    const admin = await call('GET', item, { token })
    expect(admin.headers.get('x-cache')).toBe('BYPASS')
    expect(admin.headers.get('etag')).toBe(anonymous.headers.get('etag'))
    expect(admin.headers.get('etag')).not.toMatch(/^W\//)
  })

  it('writes with the ETag an anonymous read gave, and answers the ETag of the new state', async () => {
    const res = await put(item, { description: 'Second words.' }, await etagOf(item))
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data.description).toBe('Second words.')
    // The next read sends the tag the write answered (the same hash, in its coding).
    const written = res.headers.get('etag')!
    expect(written).toMatch(/^"[^"]+"$/)
    expect(await etagOf(item)).toMatch(new RegExp(`^${written.slice(0, -1)}(-br|-gzip)?"$`))
    // Successive writes chain on the tags the writes answer.
    const next = await put(item, { description: 'Third words.' }, written)
    expect(next.status, JSON.stringify(next.json)).toBe(200)
  })

  it('writes with the ETag an admin read gave, and with *', async () => {
    const res = await put(item, { description: 'Admin words.' }, await etagOf(item, true))
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const any = await put(item, { description: 'Any words.' }, '*')
    expect(any.status, JSON.stringify(any.json)).toBe(200)
    expect((await call('GET', item)).json.data.description).toBe('Any words.')
  })

  it('refuses a write with a stale ETag with 412 and changes nothing', async () => {
    const stale = await etagOf(item)
    expect((await put(item, { description: 'Meanwhile.' })).status).toBe(200)
    const before = await storedRecord('/projects', id)
    const res = await put(item, { title: 'Lost Title', description: 'Lost words.' }, stale)
    expectError(res, 412, 'precondition_failed')
    expect(res.json.error.message).toMatch(/changed/i)
    expect(await storedRecord('/projects', id)).toEqual(before)
    // A weak tag never matches (If-Match compares strongly), nor does a list of others.
    const current = await etagOf(item)
    expectError(await put(item, { title: 'x' }, `W/${current}`), 412, 'precondition_failed')
    expectError(await put(item, { title: 'x' }, '"a", "b"'), 412, 'precondition_failed')
    expect((await put(item, { description: 'Listed.' }, `"a", ${current}`)).status).toBe(200)
  })

  it('guards the soft delete and the restore too, and tags a soft-deleted record by its write answers', async () => {
    const stale = await etagOf(item)
    expect((await put(item, { description: 'Before delete.' })).status).toBe(200)
    expectError(
      await call('DELETE', item, { token, headers: { 'if-match': stale } }),
      412,
      'precondition_failed',
    )
    expect((await storedRecord('/projects', id)).deleted).toBe(false)
    const deleted = await call('DELETE', item, {
      token,
      headers: { 'if-match': await etagOf(item) },
    })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    // Hidden from GET (404), the record is still tagged by the answers of its writes.
    const edited = await put(
      item,
      { description: 'Edited while deleted.' },
      deleted.headers.get('etag')!,
    )
    expect(edited.status, JSON.stringify(edited.json)).toBe(200)
    expectError(
      await call('PATCH', `${item}/restore`, { token, headers: { 'if-match': stale } }),
      412,
    )
    const restored = await call('PATCH', `${item}/restore`, {
      token,
      headers: { 'if-match': edited.headers.get('etag')! },
    })
    expect(restored.status, JSON.stringify(restored.json)).toBe(200)
    expect(restored.json.data).toMatchObject({
      deleted: false,
      description: 'Edited while deleted.',
    })
  })

  it('answers 404 for an unknown record whatever If-Match says', async () => {
    expectError(await put('/projects/slug/no-such-conflict', { title: 'x' }, '*'), 404)
  })
})

describe.each(resources)('If-Match on $path', ({ path, key, body, change }) => {
  it('takes the current ETag and refuses a stale one with 412', async () => {
    const item = await createRecord(path, key, body)
    const stale = await etagOf(item)
    const first = await put(item, change(1), stale)
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    const after = (await call('GET', item)).json.data
    expectError(await put(item, change(2), stale), 412, 'precondition_failed')
    expect((await call('GET', item)).json.data).toEqual(after)
    expect((await put(item, change(3), await etagOf(item, true))).status).toBe(200)
  })
})

describe('If-Match on the profile', () => {
  it('takes the ETag of an anonymous or an admin read, or *, and refuses a stale one', async () => {
    const stale = await etagOf('/personal-info')
    const first = await put('/personal-info', { location: 'Porto' }, stale)
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect(first.headers.get('etag')).toMatch(/^"[^"]+"$/)
    const after = (await call('GET', '/personal-info')).json.data
    const refused = await put('/personal-info', { location: 'Lost' }, stale)
    expectError(refused, 412, 'precondition_failed')
    expect((await call('GET', '/personal-info')).json.data).toEqual(after)
    const chained = await put('/personal-info', { phone: '+351 1' }, first.headers.get('etag')!)
    expect(chained.status, JSON.stringify(chained.json)).toBe(200)
    const asAdmin = await put(
      '/personal-info',
      { phone: '+351 2' },
      await etagOf('/personal-info', true),
    )
    expect(asAdmin.status, JSON.stringify(asAdmin.json)).toBe(200)
    expect((await put('/personal-info', { phone: '+351 3' }, '*')).status).toBe(200)
    expect((await call('GET', '/personal-info')).json.data).toMatchObject({
      location: 'Porto',
      phone: '+351 3',
    })
  })
})

/**
 * Runs `writes` while another database session holds the row lock of `table`'s rows matching
 * `where`; lets go once every write is waiting for the database, so all of them have read the
 * record before any of them can write it.
 */
const whileRowLocked = async <T>(
  table: string,
  where: string,
  writes: () => Promise<T>[],
): Promise<T[]> => {
  const holder = new pg.Client({ connectionString: databaseURL })
  const watcher = new pg.Client({ connectionString: databaseURL })
  await Promise.all([holder.connect(), watcher.connect()])
  try {
    await holder.query('BEGIN')
    const locked = await holder.query(`SELECT id FROM ${table} WHERE ${where} FOR UPDATE`)
    expect(locked.rowCount).toBe(1)
    const pending = writes()
    // Watched from another session: one inside a transaction sees a frozen pg_stat_activity.
    await vi.waitFor(
      async () => {
        const { rows } = await watcher.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND cardinality(pg_blocking_pids(pid)) > 0`,
        )
        expect(rows[0].n, 'writes waiting for the row').toBe(pending.length)
      },
      { timeout: 4_000, interval: 50 },
    )
    await holder.query('COMMIT')
    return await Promise.all(pending)
  } finally {
    await holder.query('ROLLBACK').catch(() => {})
    await Promise.all([holder.end(), watcher.end()])
  }
}

describe('two writes to different fields of one record at the same moment', () => {
  it('keeps both on a project', async () => {
    const item = await createRecord('/projects', 'slug', {
      title: 'Race Project',
      description: 'Before the race.',
    })
    const { id } = (await call('GET', item)).json.data
    const [a, b] = await whileRowLocked('projects', `id = ${Number(id)}`, () => [
      put(item, { description: 'Written by A.' }),
      put(item, { category: 'Written by B' }),
    ])
    expect([a!.status, b!.status]).toEqual([200, 200])
    expect(await storedRecord('/projects', id)).toMatchObject({
      description: 'Written by A.',
      category: 'Written by B',
    })
  })

  it('keeps both on the profile', async () => {
    // Saved once, so the profile has its row.
    expect((await put('/personal-info', { bio: 'Before the race.' })).status).toBe(200)
    const [a, b] = await whileRowLocked('personal_info', 'true', () => [
      put('/personal-info', { location: 'Written by A' }),
      put('/personal-info', { about: 'Written by B.' }),
    ])
    expect([a!.status, b!.status]).toEqual([200, 200])
    expect((await call('GET', '/personal-info')).json.data).toMatchObject({
      location: 'Written by A',
      about: 'Written by B.',
    })
  })
})
