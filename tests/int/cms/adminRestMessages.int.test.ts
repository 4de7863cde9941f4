import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, cms, login, purge } from '../contract/contractHelpers'

/** What the admin reads from a refused save: the message under each field, by path. */
const fieldMessages = (json: any): Record<string, string> =>
  Object.fromEntries(
    (json?.errors?.[0]?.data?.errors ?? []).map((e: { path: string; message: string }) => [
      e.path,
      e.message,
    ]),
  )

let token: string
const created: Record<string, number[]> = { projects: [], skills: [], inquiries: [] }
const unique = () => Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  token = await login()
})
afterAll(async () => {
  for (const [collection, ids] of Object.entries(created)) await purge(collection, ids, token)
})

describe("Payload's REST as the admin uses it (/cms-api)", () => {
  it('answers a skill level of 150 with "Level must be between 0 and 100" on the level field', async () => {
    const res = await cms('POST', '/skills', token, {
      name: `Too high ${unique()}`,
      category: 'General',
      level: 150,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(400)
    expect(fieldMessages(res.json)).toEqual({ level: 'Level must be between 0 and 100' })
  })

  it('answers a project team size of 0 with its bounds', async () => {
    const res = await cms('POST', '/projects', token, {
      title: `Tiny team ${unique()}`,
      description: 'x',
      category: 'Web App',
      teamSize: 0,
    })
    expect(res.status).toBe(400)
    expect(fieldMessages(res.json).teamSize).toBe('Team size must be between 1 and 1000')
  })

  it('names the project that already uses a typed slug', async () => {
    const title = `Guided App ${unique()}`
    const first = await cms('POST', '/projects', token, {
      title,
      description: 'x',
      category: 'Web App',
    })
    expect(first.status, JSON.stringify(first.json)).toBe(201)
    created.projects!.push(first.json.doc.id)
    const slug = first.json.doc.slug as string

    const second = await cms('POST', '/projects', token, {
      title: `Other ${unique()}`,
      description: 'x',
      category: 'Web App',
      slug,
    })
    expect(second.status).toBe(400)
    expect(fieldMessages(second.json)).toEqual({
      slug: `Slug "${slug}" is already used by the project "${title}".`,
    })
  })

  it("ignores an update of the visitor's name, email and message, and applies the rest", async () => {
    const sent = await call('POST', '/inquiries', {
      body: { name: 'Visitor Kept', email: 'kept@example.com', message: 'As I wrote it.' },
    })
    expect(sent.status, JSON.stringify(sent.json)).toBe(201)
    const id = sent.json.data.id as number
    created.inquiries!.push(id)

    const res = await cms('PATCH', `/inquiries/${id}`, token, {
      name: 'Changed',
      email: 'changed@example.com',
      message: 'Rewritten by the owner.',
      read: true,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    const stored = (await cms('GET', `/inquiries/${id}`, token)).json
    expect(stored).toMatchObject({
      name: 'Visitor Kept',
      email: 'kept@example.com',
      message: 'As I wrote it.',
      read: true,
    })
  })
})
