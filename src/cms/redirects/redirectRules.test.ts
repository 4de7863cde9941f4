import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import {
  fromPathProblem,
  isSitePagePath,
  slugAddressOf,
  loopBackTo,
  loopMessage,
  normaliseRedirectPath,
  sitePathOfUrl,
  targetUrlProblem,
} from './redirectRules'

// A built site of its own, so the checks do not depend on whether frontend/dist exists.
const distDir = mkdtempSync(path.join(os.tmpdir(), 'redirect-rules-'))
mkdirSync(path.join(distDir, 'assets'))
writeFileSync(path.join(distDir, 'sw.js'), '')
writeFileSync(path.join(distDir, 'workbox-1234.js'), '')
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

const problem = (from: unknown) => fromPathProblem(from, distDir)

describe('normaliseRedirectPath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normaliseRedirectPath('/old-portfolio/my-app/')).toBe('/old-portfolio/my-app')
    expect(normaliseRedirectPath('/old//')).toBe('/old')
    expect(normaliseRedirectPath('/')).toBe('/')
  })

  it('reads escapes and dot segments as a browser does, and keeps case', () => {
    expect(normaliseRedirectPath('/caf%C3%A9')).toBe('/café')
    expect(normaliseRedirectPath('/café')).toBe('/café')
    expect(normaliseRedirectPath('/old page')).toBe('/old page')
    expect(normaliseRedirectPath('/a/../b')).toBe('/b')
    expect(normaliseRedirectPath('/Old')).toBe('/Old')
    expect(normaliseRedirectPath('/bad%E0')).toBe('/bad%E0')
  })
})

describe('isSitePagePath', () => {
  it('knows every page of the table, in any language, whatever the case or trailing slash', () => {
    for (const page of ['/', '/projects', '/projects/3', '/projects/my-app', '/skills', '/about'])
      expect(isSitePagePath(page), page).toBe(true)
    for (const page of ['/contact/', '/About', '/es', '/es/about', '/fr/projects/2', '/ar/'])
      expect(isSitePagePath(page), page).toBe(true)
  })

  it('leaves every other path alone', () => {
    for (const other of ['/old-portfolio/my-app', '/projects/3/more', '/es/old', '/blog'])
      expect(isSitePagePath(other), other).toBe(false)
  })
})

describe('slugAddressOf', () => {
  it('names the post or project an address shows by its slug, in any language', () => {
    expect(slugAddressOf('/writing/my-post')).toEqual({ collection: 'posts', slug: 'my-post' })
    expect(slugAddressOf('/es/writing/my-post/')).toEqual({ collection: 'posts', slug: 'my-post' })
    expect(slugAddressOf('/projects/my-app')).toEqual({ collection: 'projects', slug: 'my-app' })
    expect(slugAddressOf(`/writing/${encodeURIComponent('καλημέρα'.normalize('NFD'))}`)).toEqual({
      collection: 'posts',
      slug: 'καλημέρα',
    })
  })

  it('is null for a project by id, another page or any other address', () => {
    for (const path of ['/projects/3', '/writing', '/about', '/old/my-post', '/writing/a/b'])
      expect(slugAddressOf(path), path).toBeNull()
  })
})

describe('fromPathProblem', () => {
  it('takes a path that no page or server route has', () => {
    expect(problem('/old-portfolio/my-app')).toBeNull()
    expect(problem('/old-portfolio/my-app/')).toBeNull()
    expect(problem('/es/old-portfolio')).toBeNull()
    expect(problem('/apiary')).toBeNull()
    expect(problem('/old/index.html')).toBeNull()
  })

  it('refuses anything but a path', () => {
    for (const value of [undefined, null, '', '   ', 42])
      expect(problem(value)).toMatch(/Enter the old address/)
    for (const value of ['old-page', 'https://example.com/old', '//example.com/old'])
      expect(problem(value), value).toMatch(/starting with \//)
    expect(problem('/old?page=2')).toMatch(/without \?query or #fragment/)
    expect(problem('/old#top')).toMatch(/without \?query or #fragment/)
    expect(problem(`/${'a'.repeat(2048)}`)).toMatch(/under 2048 characters/)
  })

  it('refuses a backslash, typed or escaped, which browsers read as /', () => {
    for (const value of ['/\\evil.example', '/old\\page', '/%5Cold', '/\\/evil.example'])
      expect(problem(value), value).toMatch(/backslash/)
  })

  it('takes a post’s or project’s address by slug (a renamed one’s old address)', () => {
    for (const path of ['/writing/old-post', '/es/writing/old-post', '/projects/old-app'])
      expect(problem(path), path).toBeNull()
  })

  it('refuses the site’s own pages, language versions included', () => {
    for (const page of ['/', '/projects', '/projects/3', '/skills', '/about/', '/contact'])
      expect(problem(page), page).toMatch(/is a page of this site/)
    expect(problem('/es/about')).toBe(
      '/es/about is a page of this site: a redirect from it would hide the page. Redirect an address that no longer exists.',
    )
  })

  it('refuses what the server answers itself', () => {
    for (const path of [
      '/api',
      '/api/projects',
      '/API/projects',
      '/admin',
      '/admin/collections/redirects',
      '/cms-api/redirects',
      '/_next/static/x.js',
      '/assets/index-abc.js',
      '/og/home.png',
      '/app-icons/icon-192.png',
      '/robots.txt',
      '/sitemap.xml',
      '/resume.pdf',
      '/resume.json',
      '/manifest.webmanifest',
      '/profile.png',
      '/sw.js',
      '/workbox-1234.js',
      '/feed.xml',
      '/feed.json',
      '/es/feed.xml',
      '/ar/feed.json',
    ])
      expect(problem(path), path).toMatch(/belongs to the server itself/)
  })

  it('refuses them whatever the case of their letters', () => {
    for (const path of ['/Feed.xml', '/FEED.JSON', '/ES/Feed.xml', '/SW.JS', '/Workbox-1234.js'])
      expect(problem(path), path).toMatch(/belongs to the server itself/)
    expect(problem('/old/feed.xml')).toBeNull()
  })
})

describe('targetUrlProblem', () => {
  it('takes a site path or a web address', () => {
    for (const url of ['/projects/2', '/about?from=old', 'https://example.com/x', 'http://a.b'])
      expect(targetUrlProblem(url), url).toBeNull()
  })

  it('refuses anything else', () => {
    for (const url of ['', 'projects', '//example.com', 'javascript:alert(1)', 'mailto:a@b.c'])
      expect(targetUrlProblem(url), url).toMatch(/starting with \/.*https:\/\//)
    expect(targetUrlProblem('/old page')).toMatch(/spaces/)
  })

  it('refuses a backslash anywhere, which browsers read as / (`/\\evil.example` is another site)', () => {
    for (const url of ['/\\evil.example', '\\\\evil.example', 'https://me.example\\@evil.example'])
      expect(targetUrlProblem(url), url).toMatch(/backslash/)
    expect(targetUrlProblem('/files/a%5Cb')).toBeNull()
  })
})

describe('sitePathOfUrl', () => {
  const origin = 'https://me.example'

  it('reads a path or an address of this site as its normalised path', () => {
    expect(sitePathOfUrl('/old/?x=1', origin)).toBe('/old')
    expect(sitePathOfUrl('https://me.example/Old%20Page/#top', origin)).toBe('/Old Page')
  })

  it('is null for another site', () => {
    expect(sitePathOfUrl('https://other.example/old', origin)).toBeNull()
    expect(sitePathOfUrl('http://me.example/old', origin)).toBeNull()
    expect(sitePathOfUrl('//me.example/old', origin)).toBeNull()
  })
})

describe('loopBackTo', () => {
  const table = new Map<string, string | null>([
    ['/b', '/c'],
    ['/c', '/a'],
    ['/d', null],
    ['/x', '/y'],
    ['/y', '/x'],
  ])

  it('finds a redirect to itself', () => {
    expect(loopBackTo('/a', '/a', table)).toEqual(['/a', '/a'])
    expect(loopMessage(['/a', '/a'])).toBe('This sends /a to itself: a visitor would never arrive.')
  })

  it('follows other redirects back to the source', () => {
    const chain = loopBackTo('/a', '/b', table)
    expect(chain).toEqual(['/a', '/b', '/c', '/a'])
    expect(loopMessage(chain!)).toBe(
      'This leads back to /a (/a → /b → /c → /a): a visitor would go round in circles.',
    )
  })

  it('ends at a path without a redirect, a project, another site or a circle elsewhere', () => {
    expect(loopBackTo('/a', '/elsewhere', table)).toBeNull()
    expect(loopBackTo('/a', '/d', table)).toBeNull()
    expect(loopBackTo('/a', null, table)).toBeNull()
    expect(loopBackTo('/a', '/x', table)).toBeNull()
  })
})
