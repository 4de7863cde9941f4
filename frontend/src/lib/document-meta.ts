import type { HeadMeta } from '@shared/seo/headMeta'

import { serializeJsonLd } from '@shared/seo/structuredData'

const setMeta = (
  doc: Document,
  attribute: 'name' | 'property',
  key: string,
  content: string | undefined,
): void => {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (content === undefined) {
    element?.remove()
    return
  }
  if (!element) {
    element = doc.createElement('meta')
    element.setAttribute(attribute, key)
    doc.head.appendChild(element)
  }
  element.setAttribute('content', content)
}

/**
 * Writes a page's head tags (the set src/site/renderHeadTags.ts renders), reusing the server's so
 * there is only ever one of each.
 */
export const applyPageMeta = (doc: Document, meta: HeadMeta): void => {
  const { image } = meta
  doc.title = meta.title
  setMeta(doc, 'name', 'description', meta.description)
  setMeta(doc, 'name', 'keywords', meta.keywords.join(', '))
  setMeta(doc, 'name', 'robots', meta.robots)
  setMeta(doc, 'name', 'author', meta.author)
  setMeta(doc, 'property', 'og:type', meta.type)
  setMeta(doc, 'property', 'og:site_name', meta.siteName)
  setMeta(doc, 'property', 'og:title', meta.title)
  setMeta(doc, 'property', 'og:description', meta.description)
  setMeta(doc, 'property', 'og:url', meta.url)
  const sized = image?.width && image.height
  setMeta(doc, 'property', 'og:image', image?.url)
  setMeta(doc, 'property', 'og:image:width', sized ? String(image.width) : undefined)
  setMeta(doc, 'property', 'og:image:height', sized ? String(image.height) : undefined)
  setMeta(doc, 'property', 'og:image:alt', image?.alt)
  setMeta(doc, 'name', 'twitter:card', image ? 'summary_large_image' : 'summary')
  setMeta(doc, 'name', 'twitter:title', meta.title)
  setMeta(doc, 'name', 'twitter:description', meta.description)
  setMeta(doc, 'name', 'twitter:image', image?.url)
  setMeta(doc, 'name', 'twitter:image:alt', image?.alt)
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!canonical) {
    canonical = doc.createElement('link')
    canonical.rel = 'canonical'
    doc.head.appendChild(canonical)
  }
  canonical.href = meta.url
  // The page in each language and its Open Graph locales (a site of several languages only).
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove())
  doc.head
    .querySelectorAll('meta[property="og:locale"], meta[property="og:locale:alternate"]')
    .forEach((element) => element.remove())
  if (meta.languages) {
    for (const { hreflang, href } of meta.languages.alternates) {
      const link = doc.createElement('link')
      link.rel = 'alternate'
      link.hreflang = hreflang
      link.href = href
      doc.head.appendChild(link)
    }
    for (const [key, locale] of [
      ['og:locale', meta.languages.ogLocale],
      ...meta.languages.ogLocaleAlternates.map((alternate) => ['og:locale:alternate', alternate]),
    ] as const) {
      const element = doc.createElement('meta')
      element.setAttribute('property', key)
      element.setAttribute('content', locale)
      doc.head.appendChild(element)
    }
  }
  // JSON-LD is a data block, never executed, so a strict script-src does not apply to it.
  doc.head
    .querySelectorAll('script[type="application/ld+json"]')
    .forEach((element) => element.remove())
  for (const data of meta.structuredData) {
    const script = doc.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = serializeJsonLd(data)
    doc.head.appendChild(script)
  }
}
