import type { AddressInfo } from 'node:net'

import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { securityHeaders } from './securityHeaders'
import { CACHING } from '../../platform/http/cachePolicies'
import { privateWhenSignedIn } from './requestGuards'

/** A real Express app over a real socket: handlers that choose their own caching three ways. */
let base: string
let close: () => void

beforeAll(async () => {
  const app = express()
  app.use(privateWhenSignedIn('payload-token'))
  app.get('/set', (_req, res) => void res.set('Cache-Control', 'public, max-age=60').json({}))
  app.get('/head', (_req, res) => {
    res.writeHead(200, { 'Cache-Control': 'public, max-age=60', 'Content-Type': 'text/plain' })
    res.end('ok')
  })
  app.get('/flat', (_req, res) => {
    res.writeHead(200, ['Cache-Control', 'max-age=60', 'Content-Type', 'text/plain'])
    res.end('ok')
  })
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())

const cacheControl = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(`${base}${path}`, { headers })).headers.get('cache-control')

describe('privateWhenSignedIn', () => {
  it.each(['/set', '/head', '/flat'])(
    'makes %s private and unstored for a token or the session cookie',
    async (path) => {
      expect(await cacheControl(path, { authorization: 'Bearer abc' })).toBe(CACHING.private)
      expect(await cacheControl(path, { cookie: 'theme=dark; payload-token=abc' })).toBe(
        CACHING.private,
      )
    },
  )

  it('leaves the answers of requests without credentials as their handlers made them', async () => {
    expect(await cacheControl('/set')).toBe('public, max-age=60')
    expect(await cacheControl('/head', { cookie: 'theme=dark' })).toBe('public, max-age=60')
    expect(await cacheControl('/flat', { cookie: 'not-payload-token=1' })).toBe('max-age=60')
  })
})

describe('HSTS', () => {
  const hsts = (options: { deployed: boolean; https: boolean }) => {
    const headers: Record<string, string> = {}
    const req = { path: '/', headers: {}, method: 'GET' } as unknown as express.Request
    const res = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      getHeader: (name: string) => headers[name.toLowerCase()],
      removeHeader: () => undefined,
    } as unknown as express.Response
    securityHeaders(options)(req, res, () => undefined)
    return headers['strict-transport-security']
  }

  it('is sent whenever the site is https, deployed or behind a TLS proxy on one machine', () => {
    expect(hsts({ deployed: false, https: true })).toBe('max-age=31536000; includeSubDomains')
    expect(hsts({ deployed: true, https: true })).toBe('max-age=31536000; includeSubDomains')
  })

  it('is not sent by a local start on plain http', () => {
    expect(hsts({ deployed: false, https: false })).toBeUndefined()
  })
})
