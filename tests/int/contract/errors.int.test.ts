import { describe, it } from 'vitest'

import { call, expectError } from './contractHelpers'

describe('contract plumbing', () => {
  it('answers an unknown path under /api with a JSON 404', async () => {
    expectError(await call('GET', '/no-such-thing'), 404, 'not_found')
    expectError(await call('DELETE', '/health'), 404, 'not_found')
  })

  it('answers malformed JSON with 400 malformed_json', async () => {
    expectError(await call('POST', '/inquiries', { rawBody: '{"name": ' }), 400, 'malformed_json')
  })

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ name: 'x', message: 'y'.repeat(200_000) })
    expectError(await call('POST', '/inquiries', { rawBody: big }), 413, 'payload_too_large')
  })
})
