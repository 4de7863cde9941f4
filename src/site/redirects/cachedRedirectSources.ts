import type { Payload } from 'payload'

import { REDIRECTS_SLUG } from '../../cms/redirects/validateRedirect'
import { publicResponseCache } from '../../platform/publicReads/responseCache'

const TAGS = [REDIRECTS_SLUG] as const

const TTL_MS = 60_000

/** Dropped with the public-read cache on every instance (ADR 0021); callers share one read. */
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
