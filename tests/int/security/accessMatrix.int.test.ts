import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { API_ROUTES } from '../../../src/api/apiRoutes'
import { changedTables, snapshotDatabase, QUEUE_TABLES } from './helpers/databaseSnapshot'
import { untilJobsDone } from '../email/helpers/untilJobsDone'
import { candidateSecrets, resignToken } from './helpers/forgeToken'
import { jsonRequest, rawRequest } from './helpers/rawRequest'
import { admin, baseURL, databaseURL } from '../fileServer'

/**
 * Every admin call of the contract × every kind of credential that must be refused
 * (none, malformed, expired, a deleted user's, a logged-out one) → 401 and nothing written;
 * then the same call with a live admin token → its success status.
 */

const base = () => baseURL
const run = Date.now().toString(36)
/** Requests of this file come from their own loopback address (per-IP limits stay untouched). */
const localAddress = '127.0.0.21'

type Fixtures = {
  projectSlug: string
  skillSlug: string
  experienceId: number
  educationId: number
  interestId: number
  postSlug: string
  inquiryId: number
}

const adminLogin = async (email = admin.email, password = admin.password) => {
  const res = await jsonRequest(base(), 'POST', '/api/auth/login', {
    body: { email, password },
    localAddress,
  })
  expect(res.status, res.text).toBe(200)
  return res.json.data.token as string
}

/** A valid body for each write of the contract (unique where a slug must be). */
const bodies = (
  key: string,
  personalInfo: Record<string, unknown>,
  smtp: Record<string, unknown>,
): Record<string, unknown> => ({
  'POST /projects': {
    title: `Matrix project ${key}`,
    description: 'Created by the access matrix.',
    slug: `matrix-${run}-${key}`,
  },
  'PUT /projects/slug/{slug}': { description: `Updated by the matrix (${key}).` },
  'POST /skills': {
    name: `Matrix skill ${key}`,
    slug: `matrix-skill-${run}-${key}`,
    category: 'General',
    level: 50,
  },
  'PUT /skills/slug/{slug}': { level: 60 },
  'POST /experiences': { year: '2020', title: 'Matrix', company: 'Matrix Ltd' },
  'PUT /experiences/{id}': { location: 'Remote' },
  'POST /education': { year: '2019', title: 'Matrix', institution: 'Matrix University' },
  'PUT /education/{id}': { location: 'Remote' },
  'POST /interests': { icon: '🧪', title: 'Matrix' },
  'PUT /interests/{id}': { description: 'Updated by the matrix.' },
  'POST /posts': { title: `Matrix post ${key}`, slug: `matrix-post-${run}-${key}` },
  'PUT /posts/slug/{slug}': { excerpt: `Updated by the matrix (${key}).` },
  // No-op updates of the singletons: the values they already hold.
  'PUT /personal-info': { name: personalInfo.name, title: personalInfo.title },
  'PUT /smtp-config': { host: smtp.host, port: smtp.port },
  'PUT /languages': { default: 'en', enabled: ['en'] },
  'PATCH /smtp-config/toggle-active': { isActive: smtp.isActive },
  // A file with nothing the site takes: an import that changes nothing, only reports.
  'POST /import/json-resume': { awards: [{ title: 'Matrix award' }] },
})

const fillPath = (template: string, fx: Fixtures): string =>
  `/api${template}`
    .replace('/projects/slug/{slug}', `/projects/slug/${fx.projectSlug}`)
    .replace('/skills/slug/{slug}', `/skills/slug/${fx.skillSlug}`)
    .replace('/experiences/{id}', `/experiences/${fx.experienceId}`)
    .replace('/education/{id}', `/education/${fx.educationId}`)
    .replace('/interests/{id}', `/interests/${fx.interestId}`)
    .replace('/posts/slug/{slug}', `/posts/slug/${fx.postSlug}`)
    .replace('/inquiries/{id}', `/inquiries/${fx.inquiryId}`)

const adminOperations = API_ROUTES.filter((operation) => operation.admin)

describe('access-control matrix of the admin calls', () => {
  let adminToken: string
  const refused: Record<string, string> = {}
  let fixtures: Fixtures
  let personalInfo: Record<string, unknown>
  let smtp: Record<string, unknown>
  const cleanup: { collection: string; id: number }[] = []

  beforeAll(async () => {
    adminToken = await adminLogin()
    const create = async (path: string, body: unknown) => {
      const res = await jsonRequest(base(), 'POST', path, { token: adminToken, body, localAddress })
      expect(res.status, res.text).toBe(201)
      return res.json.data
    }
    const project = await create('/api/projects', {
      title: 'Matrix fixture',
      description: 'x',
      slug: `matrix-fixture-${run}`,
    })
    const skill = await create('/api/skills', {
      name: 'Matrix fixture',
      slug: `matrix-fixture-skill-${run}`,
      category: 'General',
      level: 10,
    })
    const experience = await create('/api/experiences', {
      year: '2021',
      title: 'Fixture',
      company: 'Fixture',
    })
    const education = await create('/api/education', {
      year: '2021',
      title: 'Fixture',
      institution: 'Fixture',
    })
    const interest = await create('/api/interests', { icon: '🧩', title: 'Fixture' })
    const post = await create('/api/posts', {
      title: 'Matrix fixture',
      slug: `matrix-fixture-post-${run}`,
    })
    const inquiry = await jsonRequest(base(), 'POST', '/api/inquiries', {
      body: {
        name: 'Matrix',
        email: 'matrix@test.local',
        message: 'Fixture inquiry for the access matrix.',
      },
      localAddress: '127.0.0.22',
    })
    expect(inquiry.status, inquiry.text).toBe(201)
    fixtures = {
      projectSlug: project.slug,
      skillSlug: skill.slug,
      experienceId: experience.id,
      educationId: education.id,
      interestId: interest.id,
      postSlug: post.slug,
      inquiryId: inquiry.json.data.id,
    }
    cleanup.push({ collection: 'projects', id: project.id }, { collection: 'skills', id: skill.id })
    cleanup.push(
      { collection: 'experiences', id: experience.id },
      { collection: 'education', id: education.id },
    )
    cleanup.push({ collection: 'interests', id: interest.id }, { collection: 'posts', id: post.id })
    personalInfo = (await jsonRequest(base(), 'GET', '/api/personal-info', { localAddress })).json
      .data
    smtp = (
      await jsonRequest(base(), 'GET', '/api/smtp-config', { token: adminToken, localAddress })
    ).json.data

    // A malformed token, and an expired one that is otherwise genuine (same signature key).
    refused.malformed = 'not.a.jwt'
    const working = candidateSecrets().map((candidate) => ({
      candidate,
      control: resignToken(adminToken, candidate, { exp: Math.floor(Date.now() / 1000) + 600 }),
    }))
    let key: string | undefined
    for (const { candidate, control } of working) {
      const res = await jsonRequest(base(), 'GET', '/api/auth/verify', {
        token: control,
        localAddress,
      })
      if (res.status === 200) key = candidate
    }
    expect(
      key,
      `none of the ${working.length} candidate secrets signs tokens the server accepts`,
    ).toBeDefined()
    const past = Math.floor(Date.now() / 1000) - 3600
    refused.expired = resignToken(adminToken, key!, { iat: past - 60, exp: past })

    // A second admin who is then deleted: their token names a user that no longer exists.
    const email = `matrix-${run}@test.local`
    const password = 'Copper-kettle-Passw0rd!'
    const created = await rawRequest(base(), {
      method: 'POST',
      path: '/cms-api/users',
      headers: { authorization: `JWT ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, role: 'admin', username: `matrix-${run}` }),
      localAddress,
    })
    expect(created.status, created.text).toBe(201)
    refused.deletedUser = await adminLogin(email, password)
    const deleted = await rawRequest(base(), {
      method: 'DELETE',
      path: `/cms-api/users/${created.json.doc.id}`,
      headers: { authorization: `JWT ${adminToken}` },
      localAddress,
    })
    expect(deleted.status, deleted.text).toBe(200)

    // An admin token whose session was ended by logging out.
    const loggedOut = await adminLogin()
    const logout = await rawRequest(base(), {
      method: 'POST',
      path: '/cms-api/users/logout',
      headers: { authorization: `JWT ${loggedOut}` },
      localAddress,
    })
    expect(logout.status, logout.text).toBe(200)
    refused.loggedOut = loggedOut
  })

  afterAll(async () => {
    if (!adminToken) return
    for (const { collection, id } of cleanup) {
      await rawRequest(base(), {
        method: 'DELETE',
        path: `/cms-api/${collection}/${id}`,
        headers: { authorization: `JWT ${adminToken}` },
        localAddress,
      })
    }
  })

  it('covers every admin operation of the contract', () => {
    expect(adminOperations.length).toBeGreaterThanOrEqual(16)
    const known = Object.keys(bodies('x', {}, {}))
    for (const op of adminOperations) {
      if (['post', 'put', 'patch'].includes(op.method) && op.body) {
        expect(known, `no test body for ${op.method.toUpperCase()} ${op.path}`).toContain(
          `${op.method.toUpperCase()} ${op.path}`,
        )
      }
    }
  })

  it(
    'refuses every admin call with 401 for each bad credential and changes no data',
    { timeout: 120_000 },
    async () => {
      await untilJobsDone(databaseURL)
      const before = await snapshotDatabase(databaseURL)
      const results: string[] = []
      for (const op of adminOperations) {
        const path = fillPath(op.path, fixtures)
        const body = bodies('refused', personalInfo, smtp)[`${op.method.toUpperCase()} ${op.path}`]
        for (const [kind, token] of [['none', undefined], ...Object.entries(refused)] as [
          string,
          string | undefined,
        ][]) {
          const res = await jsonRequest(base(), op.method.toUpperCase(), path, {
            token,
            body,
            localAddress,
          })
          results.push(`${kind.padEnd(11)} ${op.method.toUpperCase()} ${op.path} → ${res.status}`)
          expect(res.status, `${kind}: ${op.method.toUpperCase()} ${path}: ${res.text}`).toBe(401)
          expect(res.json?.error?.code).toBe(kind === 'none' ? 'unauthorized' : 'invalid_token')
        }
      }
      await untilJobsDone(databaseURL)
      const after = await snapshotDatabase(databaseURL)
      // The queue runs on its own clock; the refused calls must not touch anything else.
      expect(changedTables(before, after, QUEUE_TABLES)).toEqual([])
      expect(results.length).toBe(adminOperations.length * (1 + Object.keys(refused).length))
    },
  )

  it(
    'answers every admin call with its success status for a live admin token',
    { timeout: 120_000 },
    async () => {
      for (const op of adminOperations) {
        const path = fillPath(op.path, fixtures)
        const body = bodies('admin', personalInfo, smtp)[`${op.method.toUpperCase()} ${op.path}`]
        const res = await jsonRequest(base(), op.method.toUpperCase(), path, {
          token: adminToken,
          body,
          localAddress,
        })
        expect(res.status, `admin: ${op.method.toUpperCase()} ${path}: ${res.text}`).toBe(
          op.success.status,
        )
        if (op.method === 'post' && res.json?.data?.id) {
          const collection = op.path.replace(/^\//, '')
          cleanup.push({ collection, id: res.json.data.id })
        }
      }
    },
  )
})
