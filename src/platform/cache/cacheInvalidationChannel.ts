import type { CacheTag, ResponseCache } from './responseCache'

/**
 * The PostgreSQL NOTIFY channel on which every instance tells the others which cached content
 * changed. One database, one channel: every instance of this build listens on it.
 */
export const CACHE_INVALIDATION_CHANNEL = 'devfolio_cache_invalidation'

/** The message that means "drop everything" (too many tags, data changed by a migration). */
const EVERYTHING = '*'

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. Tags are collection and global
 * slugs (a few dozen bytes each), so this is never reached in practice; if it were, dropping the
 * whole cache is the correct (if costly) answer.
 */
const MAX_PAYLOAD_BYTES = 7_900

/** Anything that can run one parameterised query: the app's pg pool, or a client. */
type Queryable = { query: (text: string, values: unknown[]) => Promise<unknown> }

/** The payload of a NOTIFY for these tags: a JSON array of slugs, or `*` when it would not fit. */
export const invalidationMessage = (tags: readonly CacheTag[] | 'everything'): string => {
  if (tags === 'everything') return EVERYTHING
  const message = JSON.stringify([...new Set(tags)])
  return Buffer.byteLength(message) < MAX_PAYLOAD_BYTES ? message : EVERYTHING
}

/**
 * Tells every instance (this one included: applying it again is harmless) to drop the answers
 * built from `tags`. Call it only after the write committed: NOTIFY sent outside a
 * transaction is delivered at once. A failure is logged, never thrown — the write itself has
 * succeeded, and the other instances' time to live still bounds how long they serve it stale.
 */
export const publishInvalidation = async (
  db: Queryable,
  tags: readonly CacheTag[] | 'everything',
  warn: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): Promise<void> => {
  if (tags !== 'everything' && tags.length === 0) return
  try {
    await db.query('SELECT pg_notify($1, $2)', [
      CACHE_INVALIDATION_CHANNEL,
      invalidationMessage(tags),
    ])
  } catch (error) {
    warn(
      `Could not tell other instances about a content change (${(error as Error).message}); they drop it when their cache expires`,
    )
  }
}

/**
 * Applies a message from the channel to this process's cache through its one entry point
 * (`invalidate` / `clear`), so every cache that follows it — public reads, SEO data and any
 * other reader that takes a ticket from it — drops what changed. An unreadable message drops
 * everything: a stale answer is worse than a refilled cache.
 */
export const applyInvalidationMessage = (cache: ResponseCache, message: string): void => {
  if (message === EVERYTHING) return cache.clear()
  let tags: unknown
  try {
    tags = JSON.parse(message)
  } catch {
    return cache.clear()
  }
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return cache.clear()
  for (const tag of tags) cache.invalidate(tag)
}
