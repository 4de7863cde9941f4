import { describe, expect, it } from 'vitest'

import { defaultPersonalInfo } from '../shared/sampleData/defaultPersonalInfo'
import { sampleProjects } from '../shared/sampleData/sampleProjects'
import { resolvePage } from './resolvePage'

const data = {
  info: defaultPersonalInfo,
  projects: sampleProjects.slice(0, 2),
  origin: 'https://example.com',
}

describe('resolvePage', () => {
  it.each([
    ['/', '/'],
    ['/skills', '/skills'],
    ['/projects/', '/projects'],
    ['/About', '/about'],
    ['/contact//', '/contact'],
    ['/projects/2', '/projects/2'],
    ['/projects/e-commerce-platform', '/projects/1'],
  ])('%s is a page, canonical at %s', (path, canonical) => {
    const page = resolvePage(path, data)
    expect(page.status).toBe(200)
    expect(page.texts.path).toBe(canonical)
    expect(page.texts.noIndex).toBeFalsy()
  })

  it.each([
    '/nope',
    '/projects/3',
    '/projects/0',
    '/projects/E-Commerce-Platform',
    '/projects/1/more',
    '/index.html',
  ])('%s is a 404 without project tags', (path) => {
    const page = resolvePage(path, data)
    expect(page.status).toBe(404)
    expect(page.texts.noIndex).toBe(true)
    expect(page.texts.structuredData).toBeUndefined()
    // The owner's card, never a project's.
    expect(page.texts.image?.url).toMatch(/^\/og\/home\.png\?v=/)
  })

  it('/writing is a page once a post is published, and not found before (the spec has none)', () => {
    expect(resolvePage('/writing', data)).toMatchObject({ status: 404, texts: { noIndex: true } })
    const post = {
      id: 1,
      slug: 'first',
      title: 'First',
      excerpt: 'The first post.',
      tags: [],
      imageMedia: null,
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }
    const page = resolvePage('/writing/', { ...data, posts: [post] })
    expect(page.status).toBe(200)
    expect(page.texts.path).toBe('/writing')
  })

  // The API refuses these spellings of an id (400); the page for them is the not-found page,
  // never project 2 under a second address.
  it.each([
    '/projects/02',
    '/projects/002',
    '/projects/+2',
    '/projects/2.0',
    '/projects/2e0',
    '/projects/0x2',
    '/projects/%202',
    '/projects/2%20',
    '/projects/%20e-commerce-platform',
    '/projects/2147483649',
  ])('%s (not a canonical id) is a 404', (path) => {
    const page = resolvePage(path, data)
    expect(page.status).toBe(404)
    expect(page.texts.structuredData).toBeUndefined()
  })
})
