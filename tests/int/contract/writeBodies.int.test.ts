import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { API_ROUTES } from '../../../src/api/apiRoutes'
import { changedTables, snapshotDatabase, QUEUE_TABLES } from '../security/helpers/databaseSnapshot'
import { untilJobsDone } from '../email/helpers/untilJobsDone'
import { apiURL, call, expectError, expectList, login, purge } from './contractHelpers'
import { databaseURL } from '../fileServer'

/**
 * A write whose body is not the declared JSON shape is a 400 that changes nothing, on every
 * write of the contract: `PATCH /smtp-config/toggle-active` used to flip the setting given a
 * `text/plain` body or `{}`, and the body-less calls (restore, read, delete) took any body.
 */
let token: string
let inquiry: number
let postId: number
/** The records the writes address: slugs of projects and skills, ids of the others. */
const keys: Record<string, string> = {}

const writes = API_ROUTES.filter((op) => ['post', 'put', 'patch', 'delete'].includes(op.method))

/** `/skills/slug/{slug}/restore` → `/skills/slug/react/restore`; `/preview/{content}` → projects. */
const fill = (path: string) =>
  path.replace(/\{(slug|id|content)\}/, (_match, name: string) =>
    name === 'content' ? 'projects' : keys[path.split('/')[1]!]!,
  )

/** One request with exactly these body bytes and content type (none when not given). */
const send = async (method: string, path: string, body: string, contentType?: string) => {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (contentType) headers['content-type'] = contentType
  // Bytes, not a string: fetch would label a string body text/plain by itself.
  const res = await fetch(apiURL(path), { method, headers, body: new TextEncoder().encode(body) })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : null }
}

const smtpActive = async (): Promise<boolean> =>
  (await call('GET', '/smtp-config', { token })).json.data.isActive

beforeAll(async () => {
  token = await login()
  const created = await call('POST', '/inquiries', {
    body: { name: 'Body Tester', email: 'bodies@example.com', message: 'Leave me unread.' },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  inquiry = created.json.data.id
  const first = async (path: string) => expectList(await call('GET', path, { token }))[0]
  keys.projects = (await first('/projects/all')).slug
  keys.skills = (await first('/skills/all')).slug
  for (const name of ['experiences', 'education', 'interests']) {
    keys[name] = String((await first(`/${name}/all`)).id)
  }
  keys.inquiries = String(inquiry)
  // The template has no posts: one to write to.
  const post = await call('POST', '/posts', { token, body: { title: 'Body Tester Post' } })
  expect(post.status, JSON.stringify(post.json)).toBe(201)
  postId = post.json.data.id
  keys.posts = post.json.data.slug
})

afterAll(async () => {
  await purge('inquiries', [inquiry], token)
  await purge('posts', [postId], token)
})

describe('PATCH /smtp-config/toggle-active', () => {
  it('refuses a text/plain body and leaves isActive alone', async () => {
    const before = await smtpActive()
    const res = await send(
      'PATCH',
      '/smtp-config/toggle-active',
      JSON.stringify({ isActive: !before }),
      'text/plain',
    )
    expectError(res, 400, 'validation_error')
    expect(res.json.error.message).toMatch(/Content-Type: application\/json/)
    expect(await smtpActive()).toBe(before)
  })

  it('refuses JSON without isActive ({}, [], other fields) and leaves it alone', async () => {
    const before = await smtpActive()
    for (const body of [
      '{}',
      '[]',
      '[true]',
      '{"active": true}',
      '{"isActive": null}',
      '{"isActive": "true"}',
    ]) {
      const res = await send('PATCH', '/smtp-config/toggle-active', body, 'application/json')
      expectError(res, 400, 'validation_error')
      expect(Object.keys(res.json.error.fields), body).toEqual([
        body.startsWith('[') ? 'body' : 'isActive',
      ])
    }
    expect(await smtpActive()).toBe(before)
  })

  it('still sets the state from {isActive} and flips it given no body at all', async () => {
    const before = await smtpActive()
    expect((await call('PATCH', '/smtp-config/toggle-active', { token })).json.data.isActive).toBe(
      !before,
    )
    const set = await call('PATCH', '/smtp-config/toggle-active', {
      token,
      body: { isActive: before },
    })
    expect(set.json.data.isActive).toBe(before)
  })
})

describe('every write of the contract', () => {
  it('knows a path for every write', () => {
    expect(writes.length).toBeGreaterThanOrEqual(27)
    for (const op of writes) expect(fill(op.path), op.path).not.toMatch(/\{|undefined/)
  })

  it('answers 400 to a non-JSON or non-object body and changes nothing', async () => {
    await untilJobsDone(databaseURL)
    const before = await snapshotDatabase(databaseURL)
    const failures: string[] = []
    for (const op of writes) {
      const method = op.method.toUpperCase()
      const path = fill(op.path)
      const cases: [string, string | undefined][] = [
        ['{"isActive": true, "title": "Plain", "name": "Plain"}', 'text/plain'],
        ['title=Form&name=Form', 'application/x-www-form-urlencoded'],
        ['{"title": "Untyped"}', undefined],
        ['[]', 'application/json'],
        ['[{"title": "In an array"}]', 'application/json'],
        ['"a string"', 'application/json'],
        ['42', 'application/json'],
        ['null', 'application/json'],
      ]
      for (const [body, type] of cases) {
        const res = await send(method, path, body, type)
        if (res.status !== 400 || res.json?.error?.status !== 400) {
          failures.push(
            `${method} ${path} ${type ?? '(no type)'} ${body} → ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`,
          )
        } else if (
          type !== 'application/json' &&
          !/Content-Type: application\/json/.test(res.json.error.message)
        ) {
          failures.push(
            `${method} ${path} ${type ?? '(no type)'}: message does not ask for JSON: ${res.json.error.message}`,
          )
        }
      }
    }
    expect(failures).toEqual([])
    await untilJobsDone(databaseURL)
    const after = await snapshotDatabase(databaseURL)
    expect(changedTables(before, after, QUEUE_TABLES)).toEqual([])
  })

  it('names the field when the JSON object has the wrong shape', async () => {
    const missing = await send('POST', '/experiences', '{"title": "No year"}', 'application/json')
    expectError(missing, 400, 'validation_error')
    expect(missing.json.error.fields).toMatchObject({
      year: expect.any(String),
      company: expect.any(String),
    })
    const wrongType = await send(
      'PUT',
      fill('/skills/slug/{slug}'),
      '{"level": "high"}',
      'application/json',
    )
    expectError(wrongType, 400, 'validation_error')
    expect(Object.keys(wrongType.json.error.fields)).toEqual(['level'])
    const array = await send('PUT', '/personal-info', '[{"title": "x"}]', 'application/json')
    expectError(array, 400, 'validation_error')
    expect(array.json.error.fields).toEqual({ body: expect.stringMatching(/JSON object/) })
  })

  it('takes no body, an empty one or {} on the body-less calls', async () => {
    const restore = fill('/experiences/{id}/restore')
    expect((await send('PATCH', restore, '', 'application/json')).status).toBe(200)
    expect((await send('PATCH', restore, '{}', 'application/json')).status).toBe(200)
    expect((await call('PATCH', restore, { token })).status).toBe(200)
    expect(
      (await send('PATCH', `/inquiries/${inquiry}/read`, '{}', 'application/json')).status,
    ).toBe(200)
  })
})
