/** Every `Cache-Control` value the server sends, named by what it is for. */
export const CACHING = {
  /** Kept by nobody: errors, outages, tokens, the owner's data. */
  noStore: 'no-store',
  /** An answer only its signed-in caller may see. */
  private: 'private, no-store',
  /** Pages, feeds, files under a name that stays. */
  noCache: 'no-cache',
  /** An edit reaches a visitor at once without a CDN, within 30 s behind one. */
  publicRead: 'public, max-age=0, s-maxage=30',
  /** `CDN-Cache-Control` (RFC 9213), not `Cache-Control`: browsers would reload the old answer. */
  cdnRead: 'public, max-age=30, stale-while-revalidate=60',
  /** A last good copy: the live answer takes over within seconds. */
  staleCopy: 'public, max-age=5',
  /** A file whose name or `?v=` changes with its content. */
  immutable: 'public, max-age=31536000, immutable',
  apiDocument: 'public, max-age=300',
} as const
