import { describe, expect, it } from 'vitest'

import { PREVIEW_PAGES } from './previewPages'

describe('PREVIEW_PAGES', () => {
  it('opens a project on its own page by id, and the list while it has none', () => {
    expect(PREVIEW_PAGES.projects!({ id: 3, slug: 'harbour' })).toBe('/projects/3')
    expect(PREVIEW_PAGES.projects!({})).toBe('/projects')
  })

  it('opens a post on its own page by slug, and Writing while it has none', () => {
    expect(PREVIEW_PAGES.posts!({ id: 7, slug: 'how-it-was-built' })).toBe(
      '/writing/how-it-was-built',
    )
    expect(PREVIEW_PAGES.posts!({ id: 7 })).toBe('/writing')
    expect(PREVIEW_PAGES.posts!({ id: 7, slug: '' })).toBe('/writing')
    // A slug in another script, percent-encoded as every address of the post is.
    expect(PREVIEW_PAGES.posts!({ id: 8, slug: '日本語' })).toBe(
      '/writing/%E6%97%A5%E6%9C%AC%E8%AA%9E',
    )
  })

  it('opens content without a page of its own where it is listed', () => {
    expect(PREVIEW_PAGES['personal-info']!({})).toBe('/')
    // The Look previews the site from its home page (issue 48).
    expect(PREVIEW_PAGES.look!({})).toBe('/')
    expect(PREVIEW_PAGES.experiences!({ id: 2 })).toBe('/about')
  })
})
