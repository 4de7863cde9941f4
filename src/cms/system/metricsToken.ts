import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

/** Payload's key-value store keeps the token's digest: every instance reads it, no column needed. */
const METRICS_TOKEN_KEY = 'portfolio:metrics-token'

export type MetricsTokenRecord = { sha256: string; createdAt: string }

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
  return token
}

/** After this only loopback scrapes are answered. */
export const removeMetricsToken = (payload: Payload): Promise<void> =>
  payload.kv.delete(METRICS_TOKEN_KEY)

export const readMetricsToken = async (payload: Payload): Promise<MetricsTokenRecord | null> =>
  (await payload.kv.get<MetricsTokenRecord>(METRICS_TOKEN_KEY)) ?? null
