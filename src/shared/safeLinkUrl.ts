/** The only link schemes rich text may carry: web pages and email addresses. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/** Longer than any real link; a cap so one field cannot carry a huge payload as a URL. */
const MAX_URL_LENGTH = 2048

/** An http(s) or mailto URL read as a browser would, so `java\tscript:` cannot slip by; else null. */
export const safeLinkUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? url.href : null
}
