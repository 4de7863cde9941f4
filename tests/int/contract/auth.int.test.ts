import { describe, expect, it } from 'vitest'

import { call, cms, expectError, login } from './contractHelpers'
import { admin, baseURL } from '../fileServer'

describe('POST /api/auth/login', () => {
  it('answers a token and the profile, and stamps lastLoginAt', async () => {
    const { email, password } = admin
    const before = Date.now()
    const res = await call('POST', '/auth/login', { body: { email, password } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.json.data).toEqual({
      token: expect.any(String),
      user: {
        _id: expect.any(Number),
        username: expect.any(String),
        email,
        role: 'admin',
        lastLoginAt: expect.any(String),
        createdAt: expect.any(String),
      },
    })
    expect(Date.parse(res.json.data.user.lastLoginAt)).toBeGreaterThanOrEqual(before - 1000)
    expect(JSON.stringify(res.json)).not.toMatch(/hash|salt|password/i)
  })

  it('accepts the username in place of the email', async () => {
    const token = await login()
    const { json } = await call('GET', '/users/profile', { token })
    const res = await call('POST', '/auth/login', {
      body: { username: json.data.username, password: admin.password },
    })
    expect(res.status, JSON.stringify(res.json)).toBe(200)
    expect(res.json.data.user.email).toBe(admin.email)
  })

  it('answers 401 for a wrong password or unknown user, 400 for a missing field or bad JSON', async () => {
    expectError(
      await call('POST', '/auth/login', { body: { email: 'nobody@test.local', password: 'x' } }),
      401,
      'invalid_credentials',
    )
    expectError(
      await call('POST', '/auth/login', { body: { username: 'nobody', password: 'x' } }),
      401,
      'invalid_credentials',
    )
    const missing = await call('POST', '/auth/login', { body: { email: admin.email } })
    expectError(missing, 400, 'validation_error')
    expect(missing.json.error.fields).toHaveProperty('password')
    const neither = await call('POST', '/auth/login', { body: { password: 'x' } })
    expect(neither.json.error.fields).toHaveProperty('email')
    expectError(await call('POST', '/auth/login', { rawBody: '{"email":' }), 400, 'malformed_json')
  })
})

describe('GET /api/auth/verify and /api/users/profile', () => {
  it('answer the user for a valid token', async () => {
    const token = await login()
    const verify = await call('GET', '/auth/verify', { token })
    expect(verify.status).toBe(200)
    expect(verify.json.data).toMatchObject({ email: admin.email, role: 'admin' })
    const profile = await call('GET', '/users/profile', { token })
    expect(profile.status).toBe(200)
    expect(Object.keys(profile.json.data).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'lastLoginAt',
      'role',
      'username',
    ])
  })

  it('answer 401 without a token, with a bad one, or with a non-Bearer scheme', async () => {
    for (const path of ['/auth/verify', '/users/profile']) {
      expectError(await call('GET', path), 401, 'unauthorized')
      expectError(await call('GET', path, { token: 'garbage' }), 401, 'invalid_token')
      expectError(
        await call('GET', path, { headers: { authorization: `JWT ${await login()}` } }),
        401,
      )
    }
  })

  it('ignore the admin panel cookie: the contract only takes Bearer tokens', async () => {
    const res = await fetch(`${baseURL}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    const cookie = res.headers.get('set-cookie')?.split(';')[0]
    expect(cookie).toMatch(/^payload-token=/)
    expectError(await call('GET', '/users/profile', { headers: { cookie: cookie! } }), 401)
  })
})

describe('accounts that change under a token', () => {
  const password = 'Second-admin-Passw0rd!'

  const createAdmin = async (token: string, tag: string) => {
    const email = `${tag}-${Date.now()}@test.local`
    const res = await cms('POST', '/users', token, {
      email,
      password,
      role: 'admin',
      username: `${tag}${Date.now()}`,
    })
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    return { id: res.json.doc.id as number, email }
  }

  it('refuses the token of a user that has been deleted', async () => {
    const adminToken = await login()
    const second = await createAdmin(adminToken, 'deleted')
    const token = await login(second.email, password)
    expect((await call('GET', '/auth/verify', { token })).status).toBe(200)
    expect((await cms('DELETE', `/users/${second.id}`, adminToken)).status).toBe(200)
    expectError(await call('GET', '/auth/verify', { token }), 401, 'invalid_token')
    expectError(await call('GET', '/projects/all', { token }), 401)
    expectError(await call('POST', '/skills', { token, body: { name: 'Ghost skill' } }), 401)
    // Public calls still answer: a stale token must not break the public site.
    expect((await call('GET', '/projects', { token })).status).toBe(200)
  })

  it('locks an account after repeated bad logins and says so', async () => {
    const adminToken = await login()
    const victim = await createAdmin(adminToken, 'locked')
    try {
      for (let attempt = 1; attempt <= 5; attempt++) {
        expectError(
          await call('POST', '/auth/login', { body: { email: victim.email, password: 'wrong' } }),
          401,
        )
      }
      const locked = await call('POST', '/auth/login', { body: { email: victim.email, password } })
      expectError(locked, 429, 'account_locked')
      expect(locked.json.error.message).toMatch(/locked for about \d+ more minutes/i)
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      await cms('DELETE', `/users/${victim.id}`, adminToken)
    }
  })
})
