import { describe, expect, it } from 'vitest'

import { ownServer } from '../ownServer'
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

const server = await ownServer({
  env: {
    LOGIN_IP_MAX_FAILURES: String(LOGIN_FAILURES),
    AUDIENCE_EVENTS_PER_MINUTE: String(EVENTS_PER_MINUTE),
    INQUIRY_RATE_LIMIT_PER_MINUTE: String(INQUIRIES_PER_MINUTE),
  },
})

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

const wrongLogin = { email: 'nobody@test.local', password: 'Not-the-password-11!' }

/** Each limited route: its budget, a body, and what it answers within the budget. */
const LIMITED = [
  {
    name: 'Payload’s login',
    path: '/cms-api/users/login',
    budget: LOGIN_FAILURES,
    body: wrongLogin,
    answer: 401,
  },
  {
    name: 'the contract’s login',
    path: '/api/auth/login',
    budget: LOGIN_FAILURES,
    body: wrongLogin,
    answer: 401,
  },
  {
    name: 'forgot password',
    path: '/cms-api/users/forgot-password',
    budget: RESETS,
    body: { email: 'nobody@test.local' },
    answer: 200,
  },
  {
    name: 'passkey sign-in options',
    path: '/cms-api/users/passkeys/sign-in-options',
    budget: PASSKEY_OPTIONS,
    body: {},
    answer: 200,
  },
  // Invalid bodies count too (probing pays): nothing is stored or sent.
  {
    name: 'the contact form',
    path: '/api/inquiries',
    budget: INQUIRIES_PER_MINUTE,
    body: {},
    answer: 400,
  },
  {
    name: 'audience events',
    path: '/api/events',
    budget: EVENTS_PER_MINUTE,
    body: { type: 'pageview', path: '/' },
    answer: 202,
  },
]

describe('every per-address limit counts every spelling of its path', () => {
  it.each(LIMITED.map((route, index) => ({ ...route, address: `127.0.8.${index + 1}` })))(
    '$name',
    async ({ path, budget, body, answer, address }) => {
      // The budget is spent with the path's spellings, each answered as the plain path is…
      const spellings = spellingsOf(path)
      for (let n = 0; n < budget; n += 1) {
        const spelling = spellings[n % spellings.length]!
        const res = await post(spelling, body, address)
        expect(res.status, `${spelling}: ${res.text.slice(0, 200)}`).toBe(answer)
      }
      // … and then every spelling is refused, the plain path too.
      for (const spelling of [path, ...spellings]) {
        const res = await post(spelling, body, address)
        expect(res.status, `${spelling} after ${budget}: ${res.text.slice(0, 200)}`).toBe(429)
        expect(Number(res.headers['retry-after']), spelling).toBeGreaterThan(0)
      }
    },
  )
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
