/** Every `Cache-Control` value the server sends, named by what it is for. */
export const CACHING = {
  /** Kept by nobody: errors, outages, tokens, the owner's data. */
  noStore: 'no-store',
  /** An answer only its signed-in caller may see. */
  private: 'private, no-store',
  /** Kept, but revalidated on every use: pages, feeds, files under a name that stays. */
  noCache: 'no-cache',
  /**
   * A public read: browsers revalidate every time (a 304 when unchanged), shared caches keep it
   * 30 s, so an edit reaches a visitor at once without a CDN and within 30 s behind one.
   */
  publicRead: 'public, max-age=0, s-maxage=30',
  /**
   * `CDN-Cache-Control` (RFC 9213) of a public read: 30 s, then stale up to 60 s more while
   * refetching. Not in `Cache-Control`: browsers would show the old answer on a reload.
   */
  cdnRead: 'public, max-age=30, stale-while-revalidate=60',
  /** A last good copy served during an outage: the live answer takes over within seconds. */
  staleCopy: 'public, max-age=5',
  /** A file whose name or `?v=` changes with its content. */
  immutable: 'public, max-age=31536000, immutable',
  /** The OpenAPI document, which changes only with a release. */
  apiDocument: 'public, max-age=300',
} as const
