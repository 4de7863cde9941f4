import type { Payload } from 'payload'

import { REDIRECTS_SLUG } from '../../cms/redirects/validateRedirect'
import { publicResponseCache } from '../../platform/publicReads/responseCache'

const TAGS = [REDIRECTS_SLUG] as const

/** How long a read of the sources holds when no change drops it first (ms). */
const TTL_MS = 60_000

/**
 * The old addresses the owner redirects (every `from`, as stored), read once and then again
 * after any change to the redirects on any instance: the public-read cache's invalidation drops
 * this read with the answers (at once on the instance that saved, after the commit too; on the
 * others when PostgreSQL's NOTIFY arrives, ADR 0021), and its time to live bounds the rest.
 * Concurrent callers share one read.
 */
export const cachedRedirectSources = (payload: Payload): (() => Promise<ReadonlySet<string>>) => {
  return publicResponseCache().cachedRead(TAGS, TTL_MS, async () => {
    const { docs } = await payload.find({
      collection: REDIRECTS_SLUG,
      select: { from: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    return new Set(docs.map((doc) => doc.from))
  })
}
