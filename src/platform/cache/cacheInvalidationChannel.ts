import { randomUUID } from 'node:crypto'

import type { CacheTag, ResponseCache } from '../publicReads/responseCache'

/**
 * The PostgreSQL NOTIFY channel on which every instance tells the others which cached content
 * changed. One database, one channel: every instance of this build listens on it.
 */
export const CACHE_INVALIDATION_CHANNEL = 'devfolio_cache_invalidation'

/** The message that means "drop everything" (too many tags, data changed by a migration). */
const EVERYTHING = '*'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: beyond it, everything is dropped. */
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
 * Tells every other instance to drop the answers built from `tags`; call it after the commit. A
 * failure is logged, never thrown: the write succeeded, and their time to live bounds the staleness.
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
 * Applies a message from the channel to this process's cache (and every reader holding its
 * tickets). Its own messages are skipped: their echo would only drop answers read since, correct
 * ones. An unreadable message drops everything: a stale answer is worse than a refilled cache.
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
