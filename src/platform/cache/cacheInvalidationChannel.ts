import { randomUUID } from 'node:crypto'

import type { CacheTag, ResponseCache } from '../publicReads/responseCache'

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

const INSTANCE_KEY = Symbol.for('devfolio.cacheInstanceId')

/**
 * This process's name on the channel, one per process (on `globalThis`, as the cache itself:
 * the server's and Next's module graphs share both).
 */
export const cacheInstanceId = (): string => {
  const holder = globalThis as typeof globalThis & { [INSTANCE_KEY]?: string }
  holder[INSTANCE_KEY] ??= randomUUID()
  return holder[INSTANCE_KEY]
}

/**
 * The payload of a NOTIFY for these tags: the sender's instance id, a space, then a JSON array
 * of slugs, or `*` when it would not fit.
 */
export const invalidationMessage = (
  tags: readonly CacheTag[] | 'everything',
  from: string = cacheInstanceId(),
): string => {
  const list = tags === 'everything' ? EVERYTHING : JSON.stringify([...new Set(tags)])
  const message = `${from} ${list}`
  return Buffer.byteLength(message) < MAX_PAYLOAD_BYTES ? message : `${from} ${EVERYTHING}`
}

/**
 * Tells every other instance to drop the answers built from `tags` (this one skips its own
 * message: `applyInvalidationMessage`). Call it only after the write committed: NOTIFY sent outside a
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
 * other reader that takes a ticket from it — drops what changed. A message this process sent
 * is skipped: it dropped those answers itself, when the write happened and again at its commit,
 * and its own echo arriving a moment later would only drop answers read since, correct ones.
 * An unreadable message drops everything: a stale answer is worse than a refilled cache.
 */
export const applyInvalidationMessage = (
  cache: ResponseCache,
  message: string,
  self: string = cacheInstanceId(),
): void => {
  const space = message.indexOf(' ')
  if (space !== -1 && message.slice(0, space) === self) return
  const list = space === -1 ? message : message.slice(space + 1)
  if (list === EVERYTHING) return cache.clear()
  let tags: unknown
  try {
    tags = JSON.parse(list)
  } catch {
    return cache.clear()
  }
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return cache.clear()
  for (const tag of tags) cache.invalidate(tag)
}
