import type { HeadMeta } from '../shared/seo/headMeta'
import { serializeJsonLd } from '../shared/seo/structuredData'
import { escapeHtml } from './escapeHtml'

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`

/** The same set, by the same selectors, that the SPA's `applyPageMeta` updates while navigating. */
export const renderHeadTags = (head: HeadMeta): string[] => {
  const { image } = head
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords.join(', ')),
    meta('name', 'robots', head.robots),
    meta('name', 'author', head.author),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...(head.languages?.alternates ?? []).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
  ]
  if (head.languages) {
    tags.push(meta('property', 'og:locale', head.languages.ogLocale))
    for (const locale of head.languages.ogLocaleAlternates) {
      tags.push(meta('property', 'og:locale:alternate', locale))
    }
  }
  if (image) {
    tags.push(meta('property', 'og:image', image.url))
    if (image.width && image.height) {
      tags.push(meta('property', 'og:image:width', String(image.width)))
      tags.push(meta('property', 'og:image:height', String(image.height)))
    }
    if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt))
  }
  tags.push(
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  )
  if (image) {
    tags.push(meta('name', 'twitter:image', image.url))
    if (image.alt) tags.push(meta('name', 'twitter:image:alt', image.alt))
  }
  for (const data of head.structuredData) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`)
  }
  return tags
}
