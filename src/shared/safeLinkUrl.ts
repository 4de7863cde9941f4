/** The only link schemes rich text may carry: web pages and email addresses. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/** Longer than any real link; a cap so one field cannot carry a huge payload as a URL. */
const MAX_URL_LENGTH = 2048

/**
 * An absolute http(s) or mailto URL, normalised as a browser would read it (so `java\tscript:`
 * or ` javascript:` cannot slip past the check as another scheme); anything else is null.
 * The server checks links with it before serving them and the site again before drawing them.
 */
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
