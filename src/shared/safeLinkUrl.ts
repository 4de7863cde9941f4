const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

const MAX_URL_LENGTH = 2048

/** Read as a browser would, so `java\tscript:` cannot slip by. */
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
