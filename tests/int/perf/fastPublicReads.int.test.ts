import { describe, expect, it } from 'vitest'

import { baseURL } from '../fileServer'

/**
 * Repeated anonymous reads are answered before Express with what the whole chain sent the
 * first time it served them from the cache (src/server/fastPublicReads.ts). On the production
 * server, every answer to one read is the same, whichever path sent it: security headers, CORS
 * for the site's origin and none for another, the coding asked for, validators and bytes.
 */
const read = async (path: string, headers: Record<string, string>) => {
  const res = await fetch(`${baseURL}${path}`, { headers })
  const { 'x-request-id': id, date: _date, ...rest } = Object.fromEntries(res.headers)
  return { status: res.status, id, headers: rest, body: await res.text() }
}

const VARIANTS: Record<string, Record<string, string>> = {
  identity: { 'accept-encoding': 'identity' },
  gzip: { 'accept-encoding': 'gzip' },
  br: { 'accept-encoding': 'br, gzip' },
  'the site itself': { 'accept-encoding': 'gzip', origin: new URL(baseURL).origin },
  'another origin': { 'accept-encoding': 'gzip', origin: 'https://elsewhere.example' },
}

describe('repeated public reads', () => {
  for (const [name, headers] of Object.entries(VARIANTS)) {
    it(`${name}: every answer carries the same headers and body`, async () => {
      const answers = []
      for (let i = 0; i < 5; i += 1) answers.push(await read('/api/projects?limit=3', headers))
      const [first, ...hits] = answers
      expect(first!.status).toBe(200)
      for (const hit of hits) {
        expect(hit.status).toBe(200)
        expect(hit.headers['x-cache']).toBe('HIT')
        expect(hit.body).toBe(first!.body)
      }
      // The first may have been the read that filled the cache (MISS); all hits agree exactly.
      for (const hit of hits.slice(1)) expect(hit.headers).toEqual(hits[0]!.headers)
      expect(hits[0]!.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'none'"),
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=0, s-maxage=30',
        etag: expect.stringMatching(/^"/),
      })
      const encoding = headers['accept-encoding'] === 'identity' ? undefined : expect.any(String)
      expect(hits[0]!.headers['content-encoding']).toEqual(encoding)
      if (headers.origin === new URL(baseURL).origin)
        expect(hits[0]!.headers['access-control-allow-origin']).toBe(headers.origin)
      else expect(hits[0]!.headers['access-control-allow-origin']).toBeUndefined()
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(answers.length)
    })
  }

  it('echoes a sane request id and replaces one that is not', async () => {
    for (let i = 0; i < 3; i += 1) await read('/api/skills', {})
    expect((await read('/api/skills', { 'x-request-id': 'trace-42' })).id).toBe('trace-42')
    expect((await read('/api/skills', { 'x-request-id': 'bad id\u00e9' })).id).toMatch(
      /^[0-9a-f-]{36}$/,
    )
  })
})
