import type { IncomingMessage } from 'node:http'

import express from 'express'
import { describe, expect, it } from 'vitest'

import { trustProxySetting } from './middleware/trustProxySetting'
import { proxyAdvice, watchForwardedHeaders } from './proxyDiagnosis'

/** A check for `TRUST_PROXY=setting`, and the lines it logged. */
const watchWith = (setting: string | undefined) => {
  const app = express()
  app.set('trust proxy', trustProxySetting(setting))
  const warned: string[] = []
  const watch = watchForwardedHeaders({
    trust: app.get('trust proxy fn'),
    setting,
    logger: { warn: (line: string) => warned.push(line) } as never,
  })
  const send = (peer: string, forwardedFor: string | undefined, times = 1) => {
    for (let n = 0; n < times; n += 1)
      watch({
        socket: { remoteAddress: peer },
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      } as unknown as IncomingMessage)
  }
  return { send, warned }
}

describe('ignored forwarded headers', () => {
  it('says nothing behind a trusted proxy, nor for requests without the header', () => {
    const { send, warned } = watchWith(undefined)
    send('127.0.0.1', '198.51.100.7', 20)
    send('::ffff:172.18.0.3', '198.51.100.8', 20)
    send('203.0.113.9', undefined, 20)
    expect(warned).toEqual([])
    expect(proxyAdvice()).toBeNull()
  })

  it('logs once and gives the fix when one untrusted peer keeps forwarding', () => {
    const { send, warned } = watchWith(undefined)
    // A stray forged header or two from scattered addresses is not a proxy.
    send('203.0.113.1', '10.0.0.1', 2)
    send('203.0.113.2', '10.0.0.1', 2)
    expect(proxyAdvice()).toBeNull()
    send('::ffff:203.0.113.9', '198.51.100.7', 5)
    send('::ffff:203.0.113.9', '198.51.100.8', 50)
    expect(warned).toHaveLength(1)
    expect(proxyAdvice()).toBe(warned[0])
    expect(proxyAdvice()).toMatch(
      /^Requests from 203\.0\.113\.9 carry X-Forwarded-For, which is ignored/,
    )
    expect(proxyAdvice()).toContain('set TRUST_PROXY=203.0.113.9')
  })

  it('names an explicit setting that ignores the proxy, and a new app starts afresh', () => {
    const { send, warned } = watchWith('false')
    send('127.0.0.1', '198.51.100.7', 5)
    expect(warned).toHaveLength(1)
    expect(proxyAdvice()).toContain('TRUST_PROXY=false does not trust it')
    expect(proxyAdvice()).toContain('set TRUST_PROXY=127.0.0.1')
    watchWith(undefined)
    expect(proxyAdvice()).toBeNull()
  })
})
