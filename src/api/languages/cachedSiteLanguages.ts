import type { Payload } from 'payload'

import { readSiteLanguages } from '../../cms/languages/readSiteLanguages'
import { publicResponseCache } from '../../platform/publicReads/responseCache'
import { FIRST_SITE_LANGUAGES, type SiteLanguages } from '../../shared/languages/siteLanguages'

const TAGS = ['site-languages'] as const

/** How long a read of the languages holds when no write drops it first (ms). */
const TTL_MS = 60_000

/**
 * The site's languages for every request that asks for one: read once, then again at once after
 * the owner changes them on any instance (the public-read cache's invalidation drops this read
 * with the answers), or after a minute. While the database cannot answer, the last languages
 * read stand (English only before the first).
 */
export const cachedSiteLanguages = (payload: Payload): (() => Promise<SiteLanguages>) => {
  let lastRead = FIRST_SITE_LANGUAGES
  const read = publicResponseCache().cachedRead(TAGS, TTL_MS, async () => {
    lastRead = await readSiteLanguages(payload)
    return lastRead
  })
  return () => read().catch(() => lastRead)
}
