import { describe, expect, it } from 'vitest'

import { call, expectError, login } from './contractHelpers'
import { CONTENT_RESOURCES } from '../../../src/api/contentResources'

describe('contract plumbing', () => {
  it('answers an unknown path under /api with a JSON 404', async () => {
    expectError(await call('GET', '/no-such-thing'), 404, 'not_found')
    expectError(await call('DELETE', '/projects/1/nothing'), 404, 'not_found')
  })

  it('answers a method a path does not serve with 405 and the methods it allows (RFC 9110)', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/health', 'GET, HEAD'],
      ['PATCH', '/projects', 'GET, HEAD, POST'],
      ['POST', '/projects/slug/some-project', 'GET, HEAD, PUT, DELETE'],
      ['GET', '/projects/slug/some-project/restore', 'PATCH'],
    ] as const) {
      const res = await call(method, path, ['DELETE', 'GET'].includes(method) ? {} : { body: {} })
      expectError(res, 405, 'method_not_allowed')
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow)
    }
  })

  it('answers 405 to a method the admin lists and the unread count do not take, signed in or not (not a 400 for an id)', async () => {
    const token = await login()
    const paths = [...CONTENT_RESOURCES.map(({ path }) => `${path}/all`), '/inquiries/unread']
    for (const path of paths)
      for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
        for (const auth of [{}, { token }]) {
          const res = await call(method, path, {
            ...auth,
            ...(method === 'DELETE' ? {} : { body: {} }),
          })
          expectError(res, 405, 'method_not_allowed')
          expect(res.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD')
        }
  })

  it('answers malformed JSON with 400 malformed_json', async () => {
    expectError(await call('POST', '/inquiries', { rawBody: '{"name": ' }), 400, 'malformed_json')
  })

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ name: 'x', message: 'y'.repeat(200_000) })
    expectError(await call('POST', '/inquiries', { rawBody: big }), 413, 'payload_too_large')
  })
})
