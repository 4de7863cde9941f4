import { describe, expect, it } from 'vitest'

import type { HeadMeta } from '../shared/seo/headMeta'
import { renderHeadTags } from './renderHeadTags'

const HOSTILE = `"><script>alert('x')</script>&`

const head: HeadMeta = {
  title: HOSTILE,
  description: HOSTILE,
  keywords: [HOSTILE],
  robots: 'index, follow',
  author: HOSTILE,
  url: 'https://example.com/projects/1',
  siteName: HOSTILE,
  type: 'article',
  image: { url: 'https://example.com/a.webp?x="1"', width: 1200, height: 630, alt: HOSTILE },
  structuredData: [{ '@type': 'CreativeWork', name: `</script><script>alert(1)</script>&` }],
}

describe('renderHeadTags', () => {
  it('escapes every value so CMS text cannot close an attribute or a tag', () => {
    const html = renderHeadTags(head).join('\n')
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain(`"><`)
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;')
    expect(html.match(/<script\b/g)).toHaveLength(1)
    expect(html).toContain(
      '"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u0026"',
    )
  })

  it('writes the large Twitter card and image sizes only when there is an image', () => {
    expect(renderHeadTags(head)).toEqual(
      expect.arrayContaining([
        '<meta property="og:image:width" content="1200" />',
        '<meta name="twitter:card" content="summary_large_image" />',
      ]),
    )
    const plain = renderHeadTags({ ...head, image: undefined }).join('\n')
    expect(plain).toContain('<meta name="twitter:card" content="summary" />')
    expect(plain).not.toMatch(/og:image|twitter:image/)
  })
})

describe('renderHeadTags in several languages', () => {
  it('writes the hreflang links after the canonical one, and the Open Graph locales', () => {
    const tags = renderHeadTags({
      ...head,
      languages: {
        ogLocale: 'ar_AR',
        ogLocaleAlternates: ['en_US'],
        alternates: [
          { hreflang: 'en', href: 'https://example.com/' },
          { hreflang: 'ar', href: 'https://example.com/ar' },
          { hreflang: 'x-default', href: 'https://example.com/' },
        ],
      },
    })
    const canonical = tags.findIndex((tag) => tag.includes('rel="canonical"'))
    expect(tags.slice(canonical + 1, canonical + 4)).toEqual([
      '<link rel="alternate" hreflang="en" href="https://example.com/" />',
      '<link rel="alternate" hreflang="ar" href="https://example.com/ar" />',
      '<link rel="alternate" hreflang="x-default" href="https://example.com/" />',
    ])
    expect(tags).toEqual(
      expect.arrayContaining([
        '<meta property="og:locale" content="ar_AR" />',
        '<meta property="og:locale:alternate" content="en_US" />',
      ]),
    )
    expect(renderHeadTags(head).join('\n')).not.toMatch(/hreflang|og:locale/)
  })
})
