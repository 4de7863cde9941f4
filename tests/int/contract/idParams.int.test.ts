import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { call, expectError, expectList, login, purge } from './contractHelpers'
import { baseURL } from '../fileServer'

/**
 * Ids, `page` and `limit` are plain decimal digits within PostgreSQL's integer range. Other
 * spellings that `Number()` reads (`0x10`, `1e0`, `+1`, `01`, ` 1`…) used to address the record
 * with that number — `DELETE /inquiries/0x10` deleted inquiry 16 — and are now a 400 that
 * touches nothing.
 */
let token: string
let inquiry: number
let experience: { id: number; company: string; deleted: boolean }

/** Spellings of `id` that Number() reads as `id` (the URL encodes the space). */
const aliases = (id: number) => [
  `0x${id.toString(16)}`,
  `0b${id.toString(2)}`,
  `0o${id.toString(8)}`,
  `${id}e0`,
  `+${id}`,
  `${id}.0`,
  `%20${id}`,
  `0${id}`,
  `00${id}`,
]

const inquiryIds = async () =>
  expectList(await call('GET', '/inquiries?limit=100', { token })).map((item) => item.id)

const currentExperience = async () =>
  expectList(await call('GET', '/experiences/all?limit=100', { token })).find(
    (item) => item.id === experience.id,
  )

const expectIdRefused = (res: { status: number; json: any }) => {
  expectError(res, 400, 'validation_error')
  expect(res.json.error.fields).toEqual({ id: expect.stringMatching(/digits/) })
  expect(res.json.error.message).toMatch(/\bid\b/)
}

beforeAll(async () => {
  token = await login()
  const created = await call('POST', '/inquiries', {
    body: { name: 'Id Tester', email: 'ids@example.com', message: 'Please keep me.' },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  inquiry = created.json.data.id
  experience = expectList(await call('GET', '/experiences/all', { token }))[0]
})

afterAll(async () => {
  await purge('inquiries', [inquiry], token)
})

describe('id path parameters', () => {
  it('DELETE /inquiries/0x… and other aliases delete nothing', async () => {
    for (const alias of aliases(inquiry)) {
      expectIdRefused(await call('DELETE', `/inquiries/${alias}`, { token }))
    }
    expect(await inquiryIds()).toContain(inquiry)
  })

  it('PATCH /inquiries/{alias}/read marks nothing read', async () => {
    for (const alias of aliases(inquiry)) {
      expectIdRefused(await call('PATCH', `/inquiries/${alias}/read`, { token }))
    }
    const unread = expectList(await call('GET', '/inquiries/unread?limit=100', { token }))
    expect(unread.map((item) => item.id)).toContain(inquiry)
  })

  it('the content routes read, change, delete and restore nothing through an alias', async () => {
    for (const alias of aliases(experience.id)) {
      expectIdRefused(await call('GET', `/experiences/${alias}`))
      expectIdRefused(
        await call('PUT', `/experiences/${alias}`, { token, body: { company: 'Aliased Ltd' } }),
      )
      expectIdRefused(await call('DELETE', `/experiences/${alias}`, { token }))
      expectIdRefused(await call('PATCH', `/experiences/${alias}/restore`, { token }))
    }
    expect(await currentExperience()).toMatchObject({
      company: experience.company,
      deleted: experience.deleted,
    })
  })

  it('refuses 0, ids outside the database integer range, signs and non-digits with 400', async () => {
    for (const raw of ['0', '2147483648', '99999999999999999999', '-1', 'abc', '1%2C2']) {
      expectIdRefused(await call('GET', `/education/${raw}`))
      expectIdRefused(await call('DELETE', `/interests/${raw}`, { token }))
      expectIdRefused(await call('DELETE', `/inquiries/${raw}`, { token }))
    }
  })

  it('still answers 404 for a well-formed id no record has', async () => {
    expectError(await call('GET', '/education/2147483647'), 404, 'not_found')
    expectError(await call('DELETE', '/inquiries/2147483647', { token }), 404, 'not_found')
  })
})

describe('page and limit', () => {
  it.each(['01', '007', '1e0', '+1', '0x1', '1.0', '%201', '2147483648', '0', '-1', ''])(
    'refuses %j with 400 naming the parameter',
    async (raw) => {
      for (const name of ['page', 'limit']) {
        const publicList = await call('GET', `/projects?${name}=${raw}`)
        expectError(publicList, 400, 'validation_error')
        expect(publicList.json.error.fields).toEqual({ [name]: expect.any(String) })
        const adminList = await call('GET', `/inquiries?${name}=${raw}`, { token })
        expectError(adminList, 400, 'validation_error')
        expect(adminList.json.error.fields).toHaveProperty(name)
      }
    },
  )

  it('accepts the largest integer page (an empty page) and caps limit', async () => {
    const res = await call('GET', '/skills?page=2147483647&limit=2147483647')
    expect(expectList(res)).toEqual([])
    expect(res.json.pagination).toMatchObject({ page: 2147483647, limit: 100 })
  })
})

describe('the site route /projects/{id}', () => {
  it('answers the not-found page for a non-canonical id, like an unknown one', async () => {
    const base = baseURL
    expect((await fetch(`${base}/projects/1`)).status).toBe(200)
    for (const path of ['/projects/01', '/projects/%201', '/projects/1%20', '/projects/+1']) {
      const page = await fetch(`${base}${path}`)
      expect(page.status, path).toBe(404)
      expect(await page.text(), path).toContain('noindex')
    }
  })
})
