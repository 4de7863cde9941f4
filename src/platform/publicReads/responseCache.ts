import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

import type { ContentCoding } from '../http/negotiateCoding'
import { env } from '../config/env'

/** What a cached answer depends on: a collection slug or a global slug. */
export type CacheTag = string

/** One serialised answer: the body once, its compressed forms made on first demand. */
export type CachedBody = {
  /** Hex digest of the identity body; the strong ETag of each coding derives from it. */
  hash: string
  contentType: string
  identity: Buffer
  /** Compressed codings, filled lazily by `encodeBody`. */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>
}

/** Whether a stored result still holds: `mark` taken when its read begins, then `isCurrent(mark)`. */
export type Freshness<Mark> = { mark: () => Mark; isCurrent: (mark: Mark) => boolean }

/**
 * Reuses a read's result for `ttlMs` (and, with `freshness`, while its content is unchanged);
 * concurrent callers share one read in flight, and a failed read is not kept.
 */
export const cacheFor = <T, Mark = never>(
  ttlMs: number,
  read: () => Promise<T>,
  freshness?: Freshness<Mark>,
): (() => Promise<T>) => {
  let value: { data: T; expiresAt: number; mark?: Mark } | null = null
  let pending: Promise<T> | null = null
  const holds = (stored: NonNullable<typeof value>) =>
    stored.expiresAt > Date.now() && (!freshness || freshness.isCurrent(stored.mark as Mark))
  return () => {
    if (value && holds(value)) return Promise.resolve(value.data)
    const mark = freshness?.mark()
    pending ??= read()
      .then((data) => {
        value = { data, expiresAt: Date.now() + ttlMs, mark }
        return data
      })
      .finally(() => {
        pending = null
      })
    return pending
  }
}

type Entry = { body: CachedBody; tags: readonly CacheTag[]; expiresAt: number }

/** A snapshot of the tags' generations taken when a read starts (see `ResponseCache.set`). */
export type ReadTicket = { tags: readonly CacheTag[]; generations: number[]; epoch: number }

/** Bodies smaller than this go out as they are: compressing them saves nothing worth a header. */
export const MIN_COMPRESSIBLE_BYTES = 1024

/** The cache key: path plus the query's parameters in a stable order (`?b=2&a=1` ≡ `?a=1&b=2`). */
export const cacheKeyOf = (path: string, search: string): string => {
  const params = [...new URLSearchParams(search)].sort(([a, x], [b, y]) =>
    a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0,
  )
  return params.length ? `${path}?${new URLSearchParams(params)}` : path
}

/** Builds a cache body from a serialised JSON (or other) text. */
export const toCachedBody = (text: string, contentType: string): CachedBody => {
  const identity = Buffer.from(text)
  return {
    hash: createHash('sha1').update(identity).digest('base64url'),
    contentType,
    identity,
    encoded: {},
  }
}

/** How the contract's JSON answers are typed (what Express's `res.json` sends). */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

/** A JSON value as `res.json` would send it; its hash is that answer's strong ETag. */
export const jsonBodyOf = (value: unknown): CachedBody =>
  toCachedBody(JSON.stringify(value), JSON_CONTENT_TYPE)

/**
 * The body in the given coding, compressed once and kept. Brotli quality 5: about 1 ms for 30 KB
 * at nearly quality 9's ratio (11 takes over 100 ms, stalling the event loop after each edit).
 */
export const encodeBody = (body: CachedBody, coding: ContentCoding): Buffer => {
  if (coding === 'identity') return body.identity
  body.encoded[coding] ??=
    coding === 'br'
      ? brotliCompressSync(body.identity, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.identity.length,
          },
        })
      : gzipSync(body.identity, { level: 6 })
  return body.encoded[coding]
}

/**
 * Serialised public answers by key, tagged with the content they were built from.
 * `invalidate(tag)` also bumps the tag's generation, so a read already running when the write
 * happened cannot store its old answer afterwards. LRU beyond `maxEntries`; `ttlMs` bounds how
 * long a change made outside this process (another instance, `npm run seed`) stays unseen.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>()
  private readonly generations = new Map<CacheTag, number>()
  /** Moves on at every `clear()`: a read begun before it cannot store its answer. */
  private epoch = 0
  private readonly served = new Set<CacheTag>()

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size
  }

  /** The live answer for `key`, if any (and marks it recently used). */
  get(key: string): CachedBody | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key)
      return undefined
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.body
  }

  /** Call before reading the data behind an answer; pass the ticket to `set`. */
  begin(tags: readonly CacheTag[]): ReadTicket {
    return {
      tags,
      generations: tags.map((tag) => this.generations.get(tag) ?? 0),
      epoch: this.epoch,
    }
  }

  /** Whether nothing behind `ticket` was invalidated (or cleared) since it was taken. */
  isCurrent(ticket: ReadTicket): boolean {
    return (
      ticket.epoch === this.epoch &&
      ticket.tags.every((tag, i) => (this.generations.get(tag) ?? 0) === ticket.generations[i])
    )
  }

  /** Stores an answer unless one of its tags was invalidated since `ticket` was taken. */
  set(key: string, ticket: ReadTicket, body: CachedBody): boolean {
    if (!this.isCurrent(ticket)) return false
    this.entries.delete(key)
    this.entries.set(key, { body, tags: ticket.tags, expiresAt: this.now() + this.options.ttlMs })
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!)
    }
    return true
  }

  /** Forgets every answer built from `tag` and refuses answers whose read began before now. */
  invalidate(tag: CacheTag): void {
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1)
    for (const [key, entry] of this.entries) {
      if (entry.tags.includes(tag)) this.entries.delete(key)
    }
  }

  /** Forgets everything and refuses every answer whose read began before now. */
  clear(): void {
    this.epoch += 1
    this.entries.clear()
  }

  /** Declares content (collection or global slugs) that cached answers are built from. */
  serve(tags: Iterable<CacheTag>): void {
    for (const tag of tags) this.served.add(tag)
  }

  /** A read of the content behind `tags`, kept `ttlMs` and dropped with the answers built from it. */
  cachedRead<T>(
    tags: readonly CacheTag[],
    ttlMs: number,
    read: () => Promise<T>,
  ): () => Promise<T> {
    this.serve(tags)
    return cacheFor(ttlMs, read, {
      mark: () => this.begin(tags),
      isCurrent: (ticket) => this.isCurrent(ticket),
    })
  }

  /** Whether any cached answer can be built from this content: a write to it must invalidate. */
  serves(tag: CacheTag): boolean {
    return this.served.has(tag)
  }
}

const SHARED_KEY = Symbol.for('devfolio.publicResponseCache')

/**
 * The process's one public-read cache, on `globalThis`: the invalidation hooks may run in a
 * second module graph of this process (Next's bundle of the Payload config).
 */
export const publicResponseCache = (): ResponseCache => {
  const holder = globalThis as typeof globalThis & { [SHARED_KEY]?: ResponseCache }
  holder[SHARED_KEY] ??= new ResponseCache({
    maxEntries: env.API_CACHE_MAX_ENTRIES,
    ttlMs: env.API_CACHE_TTL_MS,
  })
  return holder[SHARED_KEY]
}
