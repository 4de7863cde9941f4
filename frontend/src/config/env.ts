/**
 * Build-time settings, read once. `import.meta.env.*` is replaced by literals at build time, so
 * the data source not selected is dropped from the bundle.
 */
const trimSlash = (value: string): string => value.replace(/\/+$/, '')

/** Base URL of the REST contract, without a trailing slash. */
export const apiBaseUrl = trimSlash(import.meta.env.VITE_API_BASE_URL || '/api')

/**
 * The server's SITE_URL, read from the absolute canonical link it wrote into index.html (before
 * the SPA changes it); empty when the page was not served by it (the static build).
 */
const serverOrigin = ((): string => {
  const href =
    globalThis.document?.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
  return /^https?:\/\//i.test(href) ? new URL(href).origin : ''
})()

/**
 * Public origin for canonical and social links: the serving server's SITE_URL (so the SPA and the
 * server's HTML agree), else the build's VITE_SITE_URL, else the page's own origin.
 */
export const siteUrl = (): string =>
  trimSlash(serverOrigin || import.meta.env.VITE_SITE_URL || globalThis.location?.origin || '')
