import { describe, expect, it } from 'vitest'

import { previewTokenFor } from './previewTokens'
import { baseURL } from '../fileServer'

/**
 * How the site knows it is a preview: only a page whose `?preview=` token the server verified may
 * be framed (by the same origin), and it is never cached or indexed; everything else keeps
 * `frame-ancestors 'none'`.
 */

const page = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`)
  const html = await res.text()
  const policy = res.headers.get('content-security-policy') ?? ''
  return {
    status: res.status,
    headers: res.headers,
    frameAncestors: /frame-ancestors ([^;]+)/.exec(policy)?.[1],
    verdict: /<meta name="preview-status" content="([^"]+)">/.exec(html)?.[1],
    preloadsReads: html.includes('as="fetch"'),
  }
}

describe('preview pages', () => {
  it('may be framed by the same origin only with a valid token, and are never kept or indexed', async () => {
    const token = await previewTokenFor('projects', { id: 1 })
    for (const path of [`/projects/1?preview=${token}`, `/about?preview=${token}`]) {
      const res = await page(path)
      expect(res.status, path).toBe(200)
      expect(res.frameAncestors, path).toBe("'self'")
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
      expect(res.headers.get('cache-control'), path).toBe('no-store')
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex')
      expect(res.verdict, path).toBe('granted')
      // A preloaded published read would be handed to the SPA's draft read.
      expect(res.preloadsReads, path).toBe(false)
    }
    expect((await page('/projects/1')).preloadsReads).toBe(true)
  })

  it("keeps frame-ancestors 'none' on every other answer", async () => {
    for (const path of [
      '/',
      '/projects/1',
      '/about',
      '/no-such-page',
      '/robots.txt',
      '/admin/login',
      '/api/projects',
    ]) {
      const res = await page(path)
      expect(res.frameAncestors, path).toBe("'none'")
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.verdict, path).toBeUndefined()
    }
    expect((await page('/projects/1')).headers.get('x-robots-tag')).toBeNull()
  })

  it('refuses expired, forged and malformed tokens: not frameable, published site, the reason', async () => {
    const expired = await previewTokenFor('projects', { lifetimeMs: -1000 })
    const valid = await previewTokenFor('projects')
    const forged = `${valid.slice(0, -3)}${valid.endsWith('AAA') ? 'BBB' : 'AAA'}`
    for (const [token, verdict] of [
      [expired, 'expired'],
      [forged, 'forged'],
      ['not-a-token', 'malformed'],
    ] as const) {
      const res = await page(`/projects/1?preview=${token}`)
      expect(res.frameAncestors, verdict).toBe("'none'")
      expect(res.headers.get('x-frame-options'), verdict).toBe('DENY')
      expect(res.verdict).toBe(verdict)
      expect(res.headers.get('cache-control'), verdict).toBe('no-store')
      expect(res.headers.get('x-robots-tag'), verdict).toBe('noindex')
    }
  })

  it('never lets a token frame the admin or the API', async () => {
    const token = await previewTokenFor('projects')
    for (const path of [`/admin/login?preview=${token}`, `/api/projects?preview=${token}`]) {
      expect((await page(path)).frameAncestors, path).toBe("'none'")
    }
  })
})
