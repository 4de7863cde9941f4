export type PageMeta = {
  title: string
  description: string
  keywords?: string[]
  /** Absolute canonical URL of the page. */
  url: string
  /** Absolute URL of the social sharing image, when there is one. */
  image?: string
  type?: 'website' | 'article' | 'profile'
  /** Pages that should stay out of search results (the 404 page). */
  noIndex?: boolean
  siteName: string
}

const setMeta = (doc: Document, attribute: 'name' | 'property', key: string, content: string): void => {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = doc.createElement('meta')
    element.setAttribute(attribute, key)
    doc.head.appendChild(element)
  }
  element.setAttribute('content', content)
}

const removeMeta = (doc: Document, attribute: 'name' | 'property', key: string): void =>
  doc.head.querySelector(`meta[${attribute}="${key}"]`)?.remove()

/**
 * Writes a page's title, description, keywords, robots, Open Graph and Twitter tags and canonical
 * link into the head, reusing the tags index.html ships so crawlers and the server see one set.
 */
export const applyPageMeta = (doc: Document, meta: PageMeta): void => {
  doc.title = meta.title
  setMeta(doc, 'name', 'description', meta.description)
  setMeta(doc, 'name', 'keywords', (meta.keywords ?? []).join(', '))
  setMeta(doc, 'name', 'robots', meta.noIndex ? 'noindex, follow' : 'index, follow')
  setMeta(doc, 'property', 'og:title', meta.title)
  setMeta(doc, 'property', 'og:description', meta.description)
  setMeta(doc, 'property', 'og:type', meta.type ?? 'website')
  setMeta(doc, 'property', 'og:url', meta.url)
  setMeta(doc, 'property', 'og:site_name', meta.siteName)
  setMeta(doc, 'name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary')
  setMeta(doc, 'name', 'twitter:title', meta.title)
  setMeta(doc, 'name', 'twitter:description', meta.description)
  if (meta.image) {
    setMeta(doc, 'property', 'og:image', meta.image)
    setMeta(doc, 'name', 'twitter:image', meta.image)
  } else {
    removeMeta(doc, 'property', 'og:image')
    removeMeta(doc, 'name', 'twitter:image')
  }
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!canonical) {
    canonical = doc.createElement('link')
    canonical.rel = 'canonical'
    doc.head.appendChild(canonical)
  }
  canonical.href = meta.url
}
