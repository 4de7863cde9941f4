import { describe, expect, it } from 'vitest'

import { routePreloadTags, withTagsBeforeHeadEnd } from './routePreloads'

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_vendor.js', 'index.html'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_card.js', 'index.html'] },
  'src/app/routes/project-detail.tsx': {
    file: 'assets/project-detail-1.js',
    imports: ['_vendor.js'],
  },
  'src/app/routes/not-found.tsx': { file: 'assets/not-found-1.js' },
}

describe('routePreloadTags', () => {
  it("preloads the page's chunks (not what index.html already loads) and its first API reads", () => {
    expect(routePreloadTags(manifest, '/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/home-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/languages">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/personal-info">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/projects?page=1&amp;limit=100">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/skills?page=1&amp;limit=100">',
    ])
  })

  it('knows the detail route whatever the parameter, and sends anything else to the 404 page', () => {
    expect(routePreloadTags(manifest, '/projects/3/')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/project-detail-1.js">',
    )
    const unknown = routePreloadTags(manifest, '/nope')
    expect(unknown).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/not-found-1.js">',
    )
    expect(unknown.filter((tag) => tag.includes('as="fetch"'))).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/languages">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/personal-info">',
    ])
  })

  it('sends the writing list to the 404 page while no post is published', () => {
    const writing = { ...manifest, 'src/app/routes/writing.tsx': { file: 'assets/writing-1.js' } }
    const chunk = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`
    expect(routePreloadTags(writing, '/writing')).toContain(chunk('writing-1.js'))
    const none = routePreloadTags(writing, '/writing', '/api', { hasPosts: false })
    expect(none).toContain(chunk('not-found-1.js'))
    expect(none).not.toContain(chunk('writing-1.js'))
  })

  it('adds nothing but the API reads without a manifest (no build yet)', () => {
    expect(routePreloadTags({}, '/contact')).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/languages">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/personal-info">',
    ])
  })
})

describe('withTagsBeforeHeadEnd', () => {
  it('puts the tags last in the head, after the entry script', () => {
    const html =
      '<head>\n    <script type="module" src="/assets/index-1.js"></script>\n  </head><body></body>'
    expect(withTagsBeforeHeadEnd(html, ['<link rel="modulepreload" href="/a.js">'])).toBe(
      '<head>\n    <script type="module" src="/assets/index-1.js"></script>\n    <link rel="modulepreload" href="/a.js">\n  </head><body></body>',
    )
  })
})

describe('preview pages', () => {
  it('preload no API read, so the draft read with its token is the one the page gets', () => {
    const tags = routePreloadTags({}, '/projects/1', '/api', { reads: false })
    expect(tags.some((tag) => tag.includes('as="fetch"'))).toBe(false)
    expect(routePreloadTags({}, '/projects/1').some((tag) => tag.includes('as="fetch"'))).toBe(true)
  })
})

describe('routePreloadTags in another language', () => {
  it('reads with locale last in the query, as the SPA asks for it', () => {
    const tags = routePreloadTags({}, '/projects', '/api', { locale: 'es' })
    expect(tags).toEqual([
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/languages">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/personal-info?locale=es">',
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/projects?page=1&amp;limit=100&amp;locale=es">',
    ])
  })

  it("preloads the words of the page's language: its main file and the page's part", () => {
    const withWords = {
      ...manifest,
      'src/i18n/ar.ts': { file: 'assets/ar-1.js' },
      'src/i18n/ar/project.ts': { file: 'assets/ar-project-1.js' },
    }
    const tags = routePreloadTags(withWords, '/projects/3', '/api', {
      reads: false,
      wordsLanguage: 'ar',
    })
    expect(tags).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/project-detail-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ar-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/ar-project-1.js">',
    ])
    // English is bundled; a language without words of its own has none to preload.
    for (const language of ['en', 'it'])
      expect(
        routePreloadTags(withWords, '/projects/3', '/api', {
          reads: false,
          wordsLanguage: language,
        }),
      ).toEqual(['<link rel="modulepreload" crossorigin href="/assets/project-detail-1.js">'])
  })
})
