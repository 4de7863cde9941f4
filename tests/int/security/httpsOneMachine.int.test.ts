import { expect, it } from 'vitest'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { ownServer } from '../ownServer'
import { rawRequest } from './helpers/rawRequest'

/**
 * Issue 32, transport and caching: the one-machine setup (embedded database) behind a TLS proxy,
 * SITE_URL https, the proxy saying `X-Forwarded-Proto: https`. Its cookies are Secure and HSTS is
 * sent, as for a deployment; every answer to a signed-in request under /api and /cms-api is
 * `private, no-store`, while a visitor's public read keeps its own caching.
 */
const server = await ownServer({ env: { SITE_URL: 'https://portfolio.test', TRUST_PROXY: '1' } })
const viaProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }

it('sends HSTS and marks the session cookie Secure', async () => {
  for (const path of ['/', '/api/health', '/admin/login']) {
    const res = await rawRequest(server.baseURL, { path, headers: viaProxy })
    expect(res.headers['strict-transport-security'], path).toBe(
      'max-age=31536000; includeSubDomains',
    )
  }
  const login = await rawRequest(server.baseURL, {
    method: 'POST',
    path: '/cms-api/users/login',
    headers: { ...viaProxy, 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  expect(login.status, login.text).toBe(200)
  const cookie = String(
    login.headers['set-cookie']?.find((value) => value.startsWith('payload-token=')),
  )
  expect(cookie).toMatch(/;\s*Secure/i)
  expect(cookie).toMatch(/HttpOnly/i)
})

it('answers signed-in requests private and unstored, public reads as before', async () => {
  const login = await rawRequest(server.baseURL, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { ...viaProxy, 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  const token = (JSON.parse(login.text) as { data: { token: string } }).data.token
  const signedIn: { path: string; headers: Record<string, string> }[] = [
    { path: '/cms-api/users/me', headers: { authorization: `JWT ${token}` } },
    { path: '/cms-api/inquiries?limit=5', headers: { authorization: `JWT ${token}` } },
    { path: '/cms-api/users/me', headers: { cookie: `payload-token=${token}` } },
    { path: '/api/projects/all', headers: { authorization: `Bearer ${token}` } },
    { path: '/api/inquiries', headers: { authorization: `Bearer ${token}` } },
    { path: '/api/projects', headers: { authorization: `Bearer ${token}` } },
  ]
  for (const { path, headers } of signedIn) {
    const res = await rawRequest(server.baseURL, { path, headers: { ...viaProxy, ...headers } })
    expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200)
    expect(res.headers['cache-control'], path).toBe('private, no-store')
  }
  const visitor = await rawRequest(server.baseURL, { path: '/api/projects', headers: viaProxy })
  expect(visitor.status).toBe(200)
  expect(String(visitor.headers['cache-control'])).not.toContain('private')
})
