import { describe, expect, it } from 'vitest'

import { canonicalUrl } from './canonicalUrl'

describe('canonicalUrl', () => {
  it('decodes encoded letters, digits and - . _ ~ in the path, in either case of hex', () => {
    expect(canonicalUrl('/cms-api/users/%6cogin')).toBe('/cms-api/users/login')
    expect(canonicalUrl('/cms-api/users/%6C%6F%67%69%6E')).toBe('/cms-api/users/login')
    expect(canonicalUrl('/%63ms%2Dapi/users/forgot%2dpassword')).toBe(
      '/cms-api/users/forgot-password',
    )
    expect(canonicalUrl('/a%5fb%7Ec%30%39%41%5A%61%7A')).toBe('/a_b~c09AZaz')
  })

  it('leaves every other escape, and the query, as sent', () => {
    for (const url of ['/api/posts/slug/%E6%97%A5', '/a%2Fb', '/a%20b', '/a%00', '/a%25', '/%40'])
      expect(canonicalUrl(url)).toBe(url)
    expect(canonicalUrl('/api/%70rojects?search=%61&x=./..')).toBe(
      '/api/projects?search=%61&x=./..',
    )
    expect(canonicalUrl('/api/projects?search=%61')).toBe('/api/projects?search=%61')
  })

  it('removes dot segments, plain or encoded, never climbing above the root', () => {
    expect(canonicalUrl('/cms-api/users/./login')).toBe('/cms-api/users/login')
    expect(canonicalUrl('/cms-api/users/%2e/login')).toBe('/cms-api/users/login')
    expect(canonicalUrl('/cms-api/users/x/%2E%2E/login?a=1')).toBe('/cms-api/users/login?a=1')
    expect(canonicalUrl('/../../admin')).toBe('/admin')
    expect(canonicalUrl('/a/b/..')).toBe('/a/')
    expect(canonicalUrl('/a/.')).toBe('/a/')
  })

  it('keeps names that only start with a dot, and the same string when nothing changes', () => {
    const url = '/.well-known/security.txt'
    expect(canonicalUrl(url)).toBe(url)
    expect(canonicalUrl('/a/..b/.c')).toBe('/a/..b/.c')
    expect(canonicalUrl('*')).toBe('*')
    expect(canonicalUrl('http://example.test/%61')).toBe('http://example.test/%61')
  })
})
