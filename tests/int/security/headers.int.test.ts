import { createHash } from 'node:crypto'
import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { rawRequest } from './helpers/rawRequest'
import { admin, baseURL } from '../fileServer'

const base = () => baseURL
const localAddress = '127.0.0.31'
const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(base(), { path, headers, localAddress })

/** Parses a CSP header into directive → sources. */
const csp = (header: string | string[] | undefined): Record<string, string[]> => {
  const policy: Record<string, string[]> = {}
  for (const directive of String(header ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/)
    if (name) policy[name] = sources
  }
  return policy
}

const expectCommonHeaders = (headers: Record<string, unknown>, path: string) => {
  expect(headers['x-content-type-options'], path).toBe('nosniff')
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], path).toBe('DENY')
  expect(headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/)
  expect(headers['permissions-policy'], path).toContain('camera=()')
  expect(headers['x-powered-by'], path).toBeUndefined()
  // Plain-http local server: no HSTS, no upgrade-insecure-requests (see deployedMode test).
  expect(headers['strict-transport-security'], path).toBeUndefined()
  const policy = csp(headers['content-security-policy'] as string)
  expect(policy['frame-ancestors'], path).toEqual(["'none'"])
  expect(policy['upgrade-insecure-requests'], path).toBeUndefined()
  return policy
}

describe('security headers', () => {
  it('public site pages: strict CSP; the one inline script is allowed by its own hash', async () => {
    for (const path of ['/', '/projects/1', '/about', '/no-such-page']) {
      const res = await get(path)
      expect(res.status, path).toBeLessThan(500)
      const policy = expectCommonHeaders(res.headers, path)
      // The theme picker in the head (src/shared/themeBoot.ts), hashed from what was served.
      const inline = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!))
        .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`)
      expect(inline, path).toHaveLength(1)
      expect(policy['script-src'], path).toEqual(["'self'", ...inline])
      expect(policy['script-src-attr'], path).toEqual(["'none'"])
      expect(policy['object-src'], path).toEqual(["'none'"])
      expect(policy['worker-src'], path).toEqual(["'self'"])
      expect(policy['connect-src'], path).toContain("'self'")
    }
  })

  it('admin pages: CSP with a per-response nonce carried by every inline script', async () => {
    const first = await get('/admin/login')
    const second = await get('/admin/login')
    expect(first.status).toBe(200)
    const policy = expectCommonHeaders(first.headers, '/admin/login')
    const nonce = policy['script-src']!.find((source) => source.startsWith("'nonce-"))!.slice(7, -1)
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/)
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['script-src']).not.toContain("'unsafe-eval'")
    expect(csp(second.headers['content-security-policy'] as string)['script-src']).not.toContain(
      `'nonce-${nonce}'`,
    )
    const scripts = first.text.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`)
    const asset = first.text.match(/src="(\/_next\/[^"]+\.js)"/)?.[1]
    expect(asset).toBeDefined()
    const assetRes = await get(asset!)
    expect(assetRes.status).toBe(200)
    expectCommonHeaders(assetRes.headers, asset!)
  })

  it('JSON APIs and uploaded files: a CSP that allows nothing', async () => {
    for (const path of [
      '/api/projects',
      '/api/health',
      '/api/no-such-route',
      '/cms-api/projects?limit=1',
      '/cms-api/nope',
    ]) {
      const res = await get(path)
      const policy = expectCommonHeaders(res.headers, path)
      expect(policy['default-src'], path).toEqual(["'none'"])
      expect(policy.sandbox, path).toEqual([])
    }
  })

  it('keeps a sane caller X-Request-Id and replaces one that could forge log lines', async () => {
    expect(
      (await get('/api/health', { 'x-request-id': 'trace-42.a:b' })).headers['x-request-id'],
    ).toBe('trace-42.a:b')
    const forged = await get('/api/health', { 'x-request-id': '"}{"level":"info' })
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('CORS', () => {
  it('answers the configured site origin and nobody else', async () => {
    const site = new URL(base()).origin
    const allowed = await get('/api/projects', { origin: site })
    expect(allowed.headers['access-control-allow-origin']).toBe(site)
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined()
    const foreign = await get('/api/projects', { origin: 'https://evil.example' })
    expect(foreign.status).toBe(200)
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()

    const preflight = (origin: string) =>
      rawRequest(base(), {
        method: 'OPTIONS',
        path: '/api/projects',
        localAddress,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      })
    const ok = await preflight(site)
    expect(ok.status).toBe(204)
    expect(ok.headers['access-control-allow-origin']).toBe(site)
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/Authorization/)
    const refused = await preflight('https://evil.example')
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
    expect(refused.headers['access-control-allow-methods']).toBeUndefined()
    const cms = await get('/cms-api/projects?limit=1', { origin: 'https://evil.example' })
    expect(cms.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('auth cookies on the plain-http local server', () => {
  it('are HttpOnly and SameSite=Lax, not Secure (the site is plain http)', async () => {
    const { email, password } = admin
    const res = await rawRequest(base(), {
      method: 'POST',
      path: '/cms-api/users/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      localAddress,
    })
    expect(res.status).toBe(200)
    const cookie = String(
      res.headers['set-cookie']?.find((value) => value.startsWith('payload-token=')),
    )
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })
})

describe('keep-alive', () => {
  it('an idle connection is still open 6 s later, so a paused client never sends on a closed one', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const health = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`${baseURL}/api/health`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket }))
        })
        req.on('error', reject)
      })
    try {
      expect(await health()).toEqual({ status: 200, reused: false })
      // Node's default closed idle sockets after 5 s: a loaded client, its timers late, then
      // sent its next request on one the server had just closed (ECONNRESET).
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      expect(await health()).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
    }
  })
})
