import { randomUUID } from 'node:crypto'

import type { CacheTag, ResponseCache } from '../publicReads/responseCache'

/** The NOTIFY channel on which instances tell each other which cached content changed. */
export const CACHE_INVALIDATION_CHANNEL = 'devfolio_cache_invalidation'

const EVERYTHING = '*'

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: beyond it, everything is dropped. */
const MAX_PAYLOAD_BYTES = 7_900

type Queryable = { query: (text: string, values: unknown[]) => Promise<unknown> }

const INSTANCE_KEY = Symbol.for('devfolio.cacheInstanceId')

/** On `globalThis`: the server's and Next's module graphs share it. */
export const cacheInstanceId = (): string => {
  const holder = globalThis as typeof globalThis & { [INSTANCE_KEY]?: string }
  holder[INSTANCE_KEY] ??= randomUUID()
  return holder[INSTANCE_KEY]
}

/** `<sender id> <JSON array of slugs>`, or `*` when it would not fit. */
export const invalidationMessage = (
  tags: readonly CacheTag[] | 'everything',
  from: string = cacheInstanceId(),
): string => {
  const list = tags === 'everything' ? EVERYTHING : JSON.stringify([...new Set(tags)])
  const message = `${from} ${list}`
  return Buffer.byteLength(message) < MAX_PAYLOAD_BYTES ? message : `${from} ${EVERYTHING}`
}

/** Call after the commit. Never throws: the write succeeded, and the TTL bounds the staleness. */
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
 * Skips its own echo (it would only drop correct answers). An unreadable message drops everything:
 * a stale answer is worse than a refilled cache.
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
