import type { IncomingMessage } from 'node:http'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { metricsTokenDigest } from '../../cms/system/metricsToken'
import { isLocalRequest, metricsAccessOf } from './metricsAccess'

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage

/** A Payload whose key-value store holds `token`'s digest (or nothing). */
const payloadWithToken = (token: string | null) =>
  ({
    kv: {
      get: async () =>
        token ? { sha256: metricsTokenDigest(token), createdAt: '2026-12-02T00:00:00Z' } : null,
    },
  }) as unknown as Payload

describe('who may read /metrics', () => {
  it('a loopback peer with no forwarded header is this machine', () => {
    expect(isLocalRequest(request('127.0.0.1'))).toBe(true)
    expect(isLocalRequest(request('::1'))).toBe(true)
    expect(isLocalRequest(request('::ffff:127.0.0.1'))).toBe(true)
  })

  it('a proxy on this machine, or any other peer, is not, whatever it forwards', () => {
    expect(isLocalRequest(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false)
    expect(isLocalRequest(request('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false)
    expect(isLocalRequest(request('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(false)
    expect(isLocalRequest(request('10.0.0.2'))).toBe(false)
    expect(isLocalRequest(request('::ffff:192.168.1.4', { 'x-forwarded-for': '127.0.0.1' }))).toBe(
      false,
    )
  })

  it('elsewhere: 404 without a token set, 401 without the right one, in with it', async () => {
    const outside = (headers: Record<string, string> = {}) => request('203.0.113.7', headers)
    expect(await metricsAccessOf(payloadWithToken(null))(outside())).toBe('hidden')
    const access = metricsAccessOf(payloadWithToken('right-token'))
    expect(await access(outside())).toBe('unauthorized')
    expect(await access(outside({ authorization: 'Bearer wrong-token' }))).toBe('unauthorized')
    expect(await access(outside({ authorization: 'Bearer right-token' }))).toBe('allowed')
    expect(await access(request('127.0.0.1'))).toBe('allowed')
  })
})
