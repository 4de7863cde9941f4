import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { ownDatabase } from '../fileDatabase'
import { rawRequest } from './helpers/rawRequest'

/**
 * Issue 45, item 8: Payload's router and Next decode and normalise a path that Express matches
 * raw, so every per-address limit (and every other rule keyed on a path) must see the path as
 * they do: `/cms-api/users/%6cogin` is `/cms-api/users/login`, counted and refused alike. Each
 * limited route is sent its spellings in turn, each counting against one budget; once it is
 * spent every spelling answers 429. On a server of its own, with small limits.
 */
const LOGIN_FAILURES = 4
const EVENTS_PER_MINUTE = 4
const INQUIRIES_PER_MINUTE = 4
const RESETS = 5
const PASSKEY_OPTIONS = 20

let server: TestServer

beforeAll(async () => {
  const database = await ownDatabase()
  server = await startTestServer({
    name: `test-${database.name}`,
    port: await freePort(),
    databaseURL: database.url,
    env: {
      LOGIN_IP_MAX_FAILURES: String(LOGIN_FAILURES),
      AUDIENCE_EVENTS_PER_MINUTE: String(EVENTS_PER_MINUTE),
      INQUIRY_RATE_LIMIT_PER_MINUTE: String(INQUIRIES_PER_MINUTE),
    },
  })
}, 120_000)

afterAll(() => server?.stop())

/**
 * Ways of writing `path` that a URL parser takes for the same path: a letter of the last
 * segment percent-encoded (lower- and upper-case hex), a letter of a middle segment, every
 * letter of the last, and dot segments, plain and encoded.
 */
const spellingsOf = (path: string): string[] => {
  const segments = path.split('/')
  const last = segments.length - 1
  const encode = (text: string, at: number, upper = false) => {
    const hex = text.charCodeAt(at).toString(16)
    return `${text.slice(0, at)}%${upper ? hex.toUpperCase() : hex}${text.slice(at + 1)}`
  }
  const withSegment = (index: number, value: string) =>
    segments.map((segment, i) => (i === index ? value : segment)).join('/')
  const parent = segments.slice(0, last).join('/')
  return [
    withSegment(last, encode(segments[last]!, 0)),
    withSegment(last, encode(segments[last]!, 1, true)),
    withSegment(1, encode(segments[1]!, 1)),
    withSegment(last, [...segments[last]!].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')),
    `${parent}/./${segments[last]}`,
    `${parent}/%2e/${segments[last]}`,
    `${parent}/x/../${segments[last]}`,
    `${parent}/x/%2E%2E/${segments[last]}`,
  ]
}

const post = (path: string, body: unknown, localAddress: string) =>
  rawRequest(server.baseURL, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    localAddress,
  })

/**
 * Spends the budget of `path` from one address with its spellings (each must answer as the
 * plain path does), then expects 429 from the plain path and every spelling.
 */
const expectOneBudget = async ({
  path,
  budget,
  body,
  address,
  answer,
}: {
  path: string
  budget: number
  body: unknown
  address: string
  /** The status the plain path answers within the budget. */
  answer: number
}) => {
  const spellings = spellingsOf(path)
  for (let n = 0; n < budget; n += 1) {
    const spelling = spellings[n % spellings.length]!
    const res = await post(spelling, body, address)
    expect(res.status, `${spelling}: ${res.text.slice(0, 200)}`).toBe(answer)
  }
  for (const spelling of [path, ...spellings]) {
    const res = await post(spelling, body, address)
    expect(res.status, `${spelling} after ${budget}: ${res.text.slice(0, 200)}`).toBe(429)
    expect(Number(res.headers['retry-after']), spelling).toBeGreaterThan(0)
  }
}

const wrongLogin = { email: 'nobody@test.local', password: 'Not-the-password-11!' }

describe('every per-address limit counts every spelling of its path', () => {
  it('Payload’s login', async () => {
    await expectOneBudget({
      path: '/cms-api/users/login',
      budget: LOGIN_FAILURES,
      body: wrongLogin,
      address: '127.0.8.1',
      answer: 401,
    })
  })

  it('the contract’s login', async () => {
    await expectOneBudget({
      path: '/api/auth/login',
      budget: LOGIN_FAILURES,
      body: wrongLogin,
      address: '127.0.8.2',
      answer: 401,
    })
  })

  it('forgot password', async () => {
    await expectOneBudget({
      path: '/cms-api/users/forgot-password',
      budget: RESETS,
      body: { email: 'nobody@test.local' },
      address: '127.0.8.3',
      answer: 200,
    })
  })

  it('passkey sign-in options', async () => {
    await expectOneBudget({
      path: '/cms-api/users/passkeys/sign-in-options',
      budget: PASSKEY_OPTIONS,
      body: {},
      address: '127.0.8.4',
      answer: 200,
    })
  })

  it('the contact form', async () => {
    await expectOneBudget({
      path: '/api/inquiries',
      budget: INQUIRIES_PER_MINUTE,
      // Invalid bodies count too (probing pays): nothing is stored or sent.
      body: {},
      address: '127.0.8.5',
      answer: 400,
    })
  })

  it('audience events', async () => {
    await expectOneBudget({
      path: '/api/events',
      budget: EVENTS_PER_MINUTE,
      body: { type: 'pageview', path: '/' },
      address: '127.0.8.6',
      answer: 202,
    })
  })
})

describe('every other rule keyed on a path', () => {
  it('sees the decoded path: the admin’s headers, the contract’s answers', async () => {
    const admin = await rawRequest(server.baseURL, { path: '/admin/login' })
    const encoded = await rawRequest(server.baseURL, { path: '/%61dmin/%6cogin' })
    expect(encoded.status).toBe(admin.status)
    const policy = (header: unknown) => String(header).replace(/'nonce-[^']+'/g, 'nonce')
    expect(policy(encoded.headers['content-security-policy'])).toBe(
      policy(admin.headers['content-security-policy']),
    )
    const plain = await rawRequest(server.baseURL, { path: '/api/projects?limit=1' })
    const spelled = await rawRequest(server.baseURL, { path: '/api/%70rojects?limit=1' })
    expect(spelled.status).toBe(200)
    expect(spelled.json).toEqual(plain.json)
  })
})
