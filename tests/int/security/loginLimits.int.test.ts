import { describe, expect, it } from 'vitest'

import { jsonRequest, rawRequest } from './helpers/rawRequest'
import * as fileServer from '../fileServer'

/**
 * Brute-force limits on both login endpoints: a per-IP budget of 20 failed attempts per 15
 * minutes shared by /api/auth/login and /cms-api/users/login (429 + Retry-After; malformed
 * bodies answer 400 and do not count), and Payload's per-account lockout after 5 failures.
 * Each test speaks from its own loopback address so the file server's other clients keep
 * their budget.
 */
const base = () => fileServer.baseURL
const FAILURES_ALLOWED = 20
/** Both login endpoints. */
const LOGIN_PATHS = ['/api/auth/login', '/cms-api/users/login']

const contractLogin = (body: unknown, localAddress: string) =>
  jsonRequest(base(), 'POST', '/api/auth/login', { body, localAddress })
const payloadLogin = (body: unknown, localAddress: string) =>
  rawRequest(base(), {
    method: 'POST',
    path: '/cms-api/users/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    localAddress,
  })

const wrong = (n: number) => ({ email: `nobody-${n}@test.local`, password: `wrong-${n}` })

describe('per-IP login limit', () => {
  it('answers 429 with Retry-After after 20 failed logins from one address, even for the right password', async () => {
    const ip = '127.0.0.41'
    for (let n = 0; n < FAILURES_ALLOWED; n += 1) {
      const res = await contractLogin(wrong(n), ip)
      expect(res.status, `attempt ${n + 1}`).toBe(401)
    }
    const blocked = await contractLogin(wrong(99), ip)
    expect(blocked.status).toBe(429)
    expect(blocked.json.error).toMatchObject({ status: 429, code: 'rate_limited' })
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)

    const rightPassword = await contractLogin(fileServer.admin, ip)
    expect(rightPassword.status).toBe(429)
    // Another address is not affected.
    expect((await contractLogin(fileServer.admin, '127.0.0.42')).status).toBe(200)
  })

  it("shares one budget between the contract login and Payload's own login", async () => {
    const ip = '127.0.0.43'
    for (let n = 0; n < FAILURES_ALLOWED / 2; n += 1)
      expect((await contractLogin(wrong(n), ip)).status).toBe(401)
    for (let n = 0; n < FAILURES_ALLOWED / 2; n += 1)
      expect((await payloadLogin(wrong(n), ip)).status).toBe(401)
    const blocked = await payloadLogin(fileServer.admin, ip)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json.errors[0].message).toMatch(/Too many failed logins/)
  })

  it('answers malformed bodies 400 without counting them as failed logins', async () => {
    const ip = '127.0.0.49'
    // Bodies no password check can be made from: not JSON, or no email/password string.
    const malformed: { contentType: string; body: string }[] = [
      { contentType: 'text/plain', body: 'email=admin@test.local&password=x' },
      { contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c&password=x' },
      { contentType: 'application/json', body: '{"email": "a@b.c", "password": ' },
      { contentType: 'application/json', body: '{}' },
      { contentType: 'application/json', body: '{"email": "nobody@test.local"}' },
      { contentType: 'application/json', body: '{"password": "wrong-password"}' },
      { contentType: 'application/json', body: '{"email": "a@b.c", "password": 12345}' },
      { contentType: 'application/json', body: '{"email": ["a@b.c"], "password": "wrong"}' },
    ]
    const send = (path: string, { contentType, body }: (typeof malformed)[number]) =>
      rawRequest(base(), {
        method: 'POST',
        path,
        headers: { 'content-type': contentType },
        body,
        localAddress: ip,
      })
    // More malformed requests than the whole budget, on both endpoints.
    let sent = 0
    while (sent <= FAILURES_ALLOWED) {
      for (const request of malformed) {
        for (const path of LOGIN_PATHS) {
          const res = await send(path, request)
          const what = `${path} ${request.contentType} ${request.body}: ${res.text}`
          expect(res.status, what).toBe(400)
          sent += 1
        }
      }
    }
    // The budget is still whole: 20 real failures pass through, the 21st is refused.
    for (let n = 0; n < FAILURES_ALLOWED; n += 1)
      expect((await contractLogin(wrong(n), ip)).status, `attempt ${n + 1}`).toBe(401)
    expect((await contractLogin(wrong(99), ip)).status).toBe(429)
  })

  it('does not count successful logins', async () => {
    const ip = '127.0.0.45'
    for (let n = 0; n < FAILURES_ALLOWED + 5; n += 1)
      expect((await contractLogin(fileServer.admin, ip)).status).toBe(200)
  })
})

describe('password reset requests', () => {
  it('answers 429 after 5 requests per address in 15 minutes (each may send an e-mail)', async () => {
    const ip = '127.0.0.48'
    const reset = () =>
      rawRequest(base(), {
        method: 'POST',
        path: '/cms-api/users/forgot-password',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@test.local' }),
        localAddress: ip,
      })
    for (let n = 0; n < 5; n += 1)
      expect((await reset()).status, `request ${n + 1}`).toBeLessThan(429)
    const blocked = await reset()
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('per-account lockout', () => {
  it('locks an account after 5 failed logins (429 account_locked with Retry-After)', async () => {
    const ip = '127.0.0.44'
    const admin = await contractLogin(fileServer.admin, '127.0.0.46')
    const token = admin.json.data.token as string
    const email = `lockout-${Date.now()}@test.local`
    const password = 'Brisk-maple-Harbor-41'
    const created = await rawRequest(base(), {
      method: 'POST',
      path: '/cms-api/users',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, role: 'admin', username: `lockout-${Date.now()}` }),
    })
    expect(created.status, created.text).toBe(201)
    try {
      for (let n = 0; n < 5; n += 1)
        expect((await contractLogin({ email, password: `bad-${n}` }, ip)).status).toBe(401)
      const locked = await contractLogin({ email, password }, ip)
      expect(locked.status).toBe(429)
      expect(locked.json.error.code).toBe('account_locked')
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
      // Payload's own login refuses the locked account too.
      expect((await payloadLogin({ email, password }, '127.0.0.47')).status).not.toBe(200)
    } finally {
      await rawRequest(base(), {
        method: 'DELETE',
        path: `/cms-api/users/${created.json.doc.id}`,
        headers: { authorization: `JWT ${token}` },
      })
    }
  })
})
