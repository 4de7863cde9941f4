import type { Payload } from 'payload'

import { publicResponseCache } from '../../platform/publicReads/responseCache'
import type { AppIdentity } from './appIdentityOf'
import { loadAppIdentity } from './loadAppIdentity'

/** What the identity is made of: the personal info, the images it links and the Look's brand. */
const APP_IDENTITY_TAGS = ['personal-info', 'media', 'look'] as const

/**
 * The app's identity, read again after `ttlMs` at most, and at once after a write to what it is
 * made of: the public-read cache's invalidation (after commit) drops this read too, as it does
 * the head tags' (src/site/serveSite.ts).
 */
export const cachedAppIdentity = (
  payload: Payload,
  { ttlMs }: { ttlMs: number },
): (() => Promise<AppIdentity>) => {
  return publicResponseCache().cachedRead(APP_IDENTITY_TAGS, ttlMs, () => loadAppIdentity(payload))
}
