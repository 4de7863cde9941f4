import type { IncomingMessage } from 'node:http'

import express from 'express'
import { describe, expect, it } from 'vitest'

import { clientAddressOf } from './clientAddress'
import { PRIVATE_PEERS, trustProxySetting } from './middleware/trustProxySetting'

/** The client address the server works out, with `TRUST_PROXY` set to `setting`. */
const addressWith = (setting: string | undefined) => {
  const app = express()
  app.set('trust proxy', trustProxySetting(setting))
  const clientAddress = clientAddressOf(app.get('trust proxy fn'))
  return (peer: string, forwardedFor?: string) =>
    clientAddress({
      socket: { remoteAddress: peer },
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    } as unknown as IncomingMessage)
}

describe('TRUST_PROXY', () => {
  it('reads unset as private peers, false and 0 as none, digits as hops, anything else as a list', () => {
    expect(trustProxySetting(undefined)).toBe(PRIVATE_PEERS)
    expect(trustProxySetting(' ')).toBe(PRIVATE_PEERS)
    expect(trustProxySetting('false')).toBe(false)
    expect(trustProxySetting('0')).toBe(false)
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8')
  })

  it('by default believes a proxy on loopback or a private network, and nobody else', () => {
    const address = addressWith(undefined)
    // The bundled Caddy on this machine, in a Docker network, on a LAN (IPv4 and IPv6).
    expect(address('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7')
    expect(address('::ffff:172.18.0.3', '198.51.100.7')).toBe('198.51.100.7')
    expect(address('192.168.1.2', '2001:db8::5')).toBe('2001:db8::5')
    expect(address('fd00::2', '198.51.100.7')).toBe('198.51.100.7')
    // A visitor on the internet forging the header is known by its own address.
    expect(address('203.0.113.9', '10.0.0.1')).toBe('203.0.113.9')
    expect(address('203.0.113.9', '127.0.0.1, 198.51.100.7')).toBe('203.0.113.9')
    // A forged address in front of the proxy's own entry stops at the first untrusted hop.
    expect(address('127.0.0.1', '10.9.9.9, 198.51.100.7')).toBe('198.51.100.7')
    expect(address('198.51.100.7')).toBe('198.51.100.7')
  })

  it('keeps explicit settings: none, a hop count, a list', () => {
    expect(addressWith('false')('127.0.0.1', '198.51.100.7')).toBe('127.0.0.1')
    expect(addressWith('1')('203.0.113.9', '198.51.100.7')).toBe('198.51.100.7')
    expect(addressWith('203.0.113.9')('203.0.113.9', '198.51.100.7')).toBe('198.51.100.7')
    expect(addressWith('203.0.113.9')('127.0.0.1', '198.51.100.7')).toBe('127.0.0.1')
  })
})
