import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { Request, Response } from 'express'

import { THEME_BOOT_SCRIPT } from '../../shared/themeBoot'
import { securityAreaOf, securityHeaders } from './securityHeaders'
import { allowedOrigins } from './requestGuards'

/** The Content-Security-Policy `securityHeaders` sets for a path. */
const policyFor = (path: string, options: Parameters<typeof securityHeaders>[0]): string => {
  const headers: Record<string, string> = {}
  const req = { path, headers: {}, method: 'GET' } as unknown as Request
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    getHeader: (name: string) => headers[name.toLowerCase()],
    removeHeader: () => undefined,
  } as unknown as Response
  securityHeaders(options)(req, res, () => undefined)
  return headers['content-security-policy'] ?? ''
}

describe('admin script policy', () => {
  it("allows eval only for Next's development build of the admin", () => {
    const production = { deployed: false, https: false }
    expect(policyFor('/admin', production)).not.toContain("'unsafe-eval'")
    expect(policyFor('/admin', { ...production, devTools: true })).toContain("'unsafe-eval'")
    expect(policyFor('/', { ...production, devTools: true })).not.toContain("'unsafe-eval'")
  })
})

describe('site script policy', () => {
  it('allows this origin and one inline script, the theme picker, by the hash of its text', () => {
    const hash = createHash('sha256').update(THEME_BOOT_SCRIPT, 'utf8').digest('base64')
    for (const path of ['/', '/projects/1'])
      expect(policyFor(path, { deployed: false, https: false })).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      )
    expect(policyFor('/api/projects', { deployed: false, https: false })).not.toContain('sha256')
  })
})

describe('securityAreaOf', () => {
  it.each([
    ['/', 'site'],
    ['/projects/2', 'site'],
    ['/administrator', 'site'],
    ['/admin', 'admin'],
    ['/admin/collections/projects', 'admin'],
    ['/_next/static/chunk.js', 'admin'],
    ['/api/projects', 'api'],
    ['/API/PROJECTS', 'api'],
    ['/cms-api/media/file/x.png', 'api'],
    ['/apis', 'site'],
  ])('%s → %s', (path, area) => {
    expect(securityAreaOf(path)).toBe(area)
  })
})

describe('configuration parsing', () => {
  it('allowedOrigins: the SITE_URL origin plus CORS_ORIGINS, URLs only', () => {
    expect(
      allowedOrigins({
        SITE_URL: 'https://me.dev/some/path',
        CORS_ORIGINS: 'https://www.me.dev, not a url, ftp://x',
      }),
    ).toEqual(['https://me.dev', 'https://www.me.dev'])
    expect(allowedOrigins({ SITE_URL: '', CORS_ORIGINS: '' })).toEqual([])
  })
})

describe('preview framing', () => {
  const headersFor = (path: string, isPreviewPage: boolean) => {
    const headers: Record<string, string> = {}
    const req = { path, headers: {}, method: 'GET' } as unknown as Request
    const res = {
      setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
      getHeader: (name: string) => headers[name.toLowerCase()],
      removeHeader: (name: string) => delete headers[name.toLowerCase()],
    } as unknown as Response
    securityHeaders({ deployed: false, https: false, isPreviewPage: () => isPreviewPage })(
      req,
      res,
      () => undefined,
    )
    return headers
  }

  it('lets the same origin frame a preview page, and nothing else frame any other page', () => {
    const preview = headersFor('/projects/3', true)
    expect(preview['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(preview['x-frame-options']).toBe('SAMEORIGIN')
    const page = headersFor('/projects/3', false)
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(page['x-frame-options']).toBe('DENY')
  })

  it('never relaxes the admin or the API, whatever the predicate says', () => {
    for (const path of ['/admin', '/api/projects']) {
      const headers = headersFor(path, true)
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options'], path).toBe('DENY')
    }
  })
})
