import { describe, expect, it } from 'vitest'

import { getPage, metaOf, siteUrl } from './seoHelpers'

/** What a missing page must look like to a crawler: 404, noindex, the SPA's shell, no one's tags. */
const expectNotFound = async (path: string) => {
  const page = await getPage(path)
  expect(page.status, path).toBe(404)
  expect(page.headers.get('content-type')).toMatch(/^text\/html/)
  expect(page.html, path).toContain('<div id="root"></div>')
  expect(metaOf(page.head, 'robots')).toBe('noindex, follow')
  expect(page.head.titles).toHaveLength(1)
  expect(page.head.titles[0]).toMatch(/^Page Not Found \| /)
  expect(metaOf(page.head, 'og:type')).toBe('website')
  // A shared link to it still previews as the owner's card, never a project's.
  expect(new URL(metaOf(page.head, 'og:image')).pathname).toBe('/og/home.png')
  expect(metaOf(page.head, 'twitter:image')).toBe(metaOf(page.head, 'og:image'))
  expect(page.head.jsonLd).toEqual([])
  return page
}

describe('real 404 statuses (no soft 404s)', () => {
  it('answers unknown paths with 404 and the SPA, which shows its own 404 page', async () => {
    for (const path of [
      '/no-such-page',
      '/no/such/page?x=1',
      '/projects/1/extra',
      '/skills/react',
      '/index.html',
    ]) {
      await expectNotFound(path)
    }
  })

  it('answers a missing or malformed project address with 404, noindex and no project tags', async () => {
    for (const path of ['/projects/999999', '/projects/0', '/projects/no-such-slug']) {
      const page = await expectNotFound(path)
      expect(page.head.meta.get('og:type')).toEqual(['website'])
      // Only the embedded data (the owner's first project, shown in its place, ADR 0019) may
      // name a project; no tag does.
      const withoutData = page.html.replace(
        /<script type="application\/json" id="owner-content">[\s\S]*?<\/script>/,
        '',
      )
      expect(withoutData).not.toContain('E-Commerce Platform')
    }
  })

  it('keeps real files, the API and the admin out of it', async () => {
    const favicon = await fetch(siteUrl('/favicon.svg'))
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const api = await fetch(siteUrl('/api/no-such-thing'))
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toMatch(/^application\/json/)
    const missingAsset = await getPage('/assets/no-such-file.js')
    expect(missingAsset.status).toBe(404)
  })
})
