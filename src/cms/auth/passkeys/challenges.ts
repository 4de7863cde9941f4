import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

/** How long a passkey ceremony may take, from its options to the authenticator's answer. */
const CHALLENGE_TTL_MS = 5 * 60_000

type Stored = { challenge: string; userId: number | null; expiresAt: number }

const keyOf = (id: string) => `passkey-challenge:${id}`

/** Challenges handed out and never answered would otherwise stay in the store for good. */
const forgetExpired = async (payload: Payload) => {
  const keys = (await payload.kv.keys()).filter((key) => key.startsWith('passkey-challenge:'))
  for (const key of keys) {
    const stored = await payload.kv.get<Stored>(key)
    if (!stored || stored.expiresAt <= Date.now()) await payload.kv.delete(key)
  }
}

/**
 * The challenges handed out for passkey ceremonies, in Payload's key-value store so that any
 * instance can check the answer. Each is for one use: taking it deletes it, so an answer cannot
 * be replayed, and one past its time is refused.
 */
export const storeChallenge = async (
  payload: Payload,
  challenge: string,
  userId: number | null,
): Promise<string> => {
  await forgetExpired(payload)
  const id = randomUUID()
  await payload.kv.set(keyOf(id), { challenge, userId, expiresAt: Date.now() + CHALLENGE_TTL_MS })
  return id
}

/** The challenge `id` names, once; null when unknown, spent or expired. */
export const takeChallenge = async (
  payload: Payload,
  id: string,
): Promise<Omit<Stored, 'expiresAt'> | null> => {
  const stored = await payload.kv.get<Stored>(keyOf(id))
  if (!stored) return null
  await payload.kv.delete(keyOf(id))
  return stored.expiresAt > Date.now()
    ? { challenge: stored.challenge, userId: stored.userId }
    : null
}
