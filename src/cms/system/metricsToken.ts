import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/** Payload's key-value store keeps the token's digest: every instance reads it, no column needed. */
const METRICS_TOKEN_KEY = 'portfolio:metrics-token'

export type MetricsTokenRecord = { sha256: string; createdAt: string }

/** How long a read of the token is trusted: another instance sees a new token within it. */
const TOKEN_READ_MS = 5_000

type Cache = { record: MetricsTokenRecord | null; readAt: number }
const CACHE_KEY = Symbol.for('devfolio.metricsToken')

/**
 * Per Payload instance, on `globalThis`: the admin's endpoints (Next's module graph) update what
 * `/metrics` (the server's) compares, so a token works, or stops working, at once here.
 */
const cacheOf = (payload: Payload): Cache => {
  const holder = globalThis as typeof globalThis & { [CACHE_KEY]?: WeakMap<Payload, Cache> }
  holder[CACHE_KEY] ??= new WeakMap()
  let cache = holder[CACHE_KEY].get(payload)
  if (!cache) {
    cache = { record: null, readAt: Number.NEGATIVE_INFINITY }
    holder[CACHE_KEY].set(payload, cache)
  }
  return cache
}

const remember = (payload: Payload, record: MetricsTokenRecord | null) => {
  Object.assign(cacheOf(payload), { record, readAt: performance.now() })
}

/** The digest compared with a scraper's bearer token (the token itself is never stored). */
export const metricsTokenDigest = (token: string): string =>
  createHash('sha256').update(token).digest('hex')

/** A new token for `GET /metrics`, replacing any earlier one; answered once, kept only as a digest. */
export const createMetricsToken = async (payload: Payload): Promise<string> => {
  const token = randomBytes(32).toString('base64url')
  const record: MetricsTokenRecord = {
    sha256: metricsTokenDigest(token),
    createdAt: new Date().toISOString(),
  }
  await payload.kv.set(METRICS_TOKEN_KEY, record)
  remember(payload, record)
  return token
}

/** After this only loopback scrapes are answered. */
export const removeMetricsToken = async (payload: Payload): Promise<void> => {
  await payload.kv.delete(METRICS_TOKEN_KEY)
  remember(payload, null)
}

export const readMetricsToken = async (payload: Payload): Promise<MetricsTokenRecord | null> =>
  (await payload.kv.get<MetricsTokenRecord>(METRICS_TOKEN_KEY)) ?? null

/**
 * The token as `/metrics` checks it: read at most every 5 s (a flood of wrong tokens costs the
 * database nothing); while the database is away, the last one read stays in force.
 */
export const currentMetricsToken = async (payload: Payload): Promise<MetricsTokenRecord | null> => {
  const known = cacheOf(payload)
  if (performance.now() - known.readAt < TOKEN_READ_MS) return known.record
  try {
    remember(payload, await readMetricsToken(payload))
  } catch {
    // The database is away: the last token read decides.
  }
  return known.record
}
