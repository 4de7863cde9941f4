import { request } from 'node:http'

import { describe, expect, it } from 'vitest'
import { baseURL } from '../fileServer'

/**
 * The built site's files: content-hashed assets are cached for a year and sent as the brotli or
 * gzip twin written at build time; the page itself and the service worker are revalidated.
 */

const base = () => baseURL
const get = (path: string, acceptEncoding?: string) =>
  fetch(`${base()}${path}`, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  })

/** The entry script index.html loads (a content-hashed file under /assets/). */
const entryScript = async (): Promise<string> => {
  const html = await (await get('/')).text()
  const match = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)
  expect(match, 'index.html names its entry script').not.toBeNull()
  return match![1]!
}

describe('hashed assets', () => {
  it('are immutable for a year and sent precompressed: brotli, else gzip, else as they are', async () => {
    const script = await entryScript()
    const plain = await get(script, 'identity')
    const plainBody = await plain.text()
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-encoding')).toBeNull()

    for (const [accept, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get(script, accept)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('content-encoding')).toBe(coding)
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i)
      // fetch decodes it: the same script, and far fewer bytes on the wire.
      expect(await res.text()).toBe(plainBody)
      expect(Number(res.headers.get('content-length'))).toBeLessThan(plainBody.length / 2)
    }
  })

  it('answers a conditional request for a twin with 304', async () => {
    const script = await entryScript()
    const first = await get(script, 'br')
    await first.arrayBuffer()
    // node:http, not fetch: fetch adds `Cache-Control: no-cache` to a conditional request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        `${base()}${script}`,
        { headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! } },
        (res) => {
          res.resume()
          resolve(res.statusCode)
        },
      )
        .on('error', reject)
        .end()
    })
    expect(status).toBe(304)
  })
})

describe('documents', () => {
  it('index.html and the service worker are revalidated on every visit', async () => {
    for (const path of ['/', '/projects', '/sw.js']) {
      const res = await get(path, 'gzip, br')
      await res.arrayBuffer()
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe('no-cache')
    }
  })
})
