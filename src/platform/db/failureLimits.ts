import type { Options } from 'express-rate-limit'
import type { Payload } from 'payload'

import { type PostgresRateLimitStore, sharedRateLimitStore } from './postgresRateLimitStore'

/** One count of failures and how many it allows per window. */
export type FailureLimit = { key: string; max: number }

/**
 * Limits on failed guesses (second-factor codes, project passwords), counted in the database so
 * every instance shares them; each caller names its limits (per account, per address…).
 */
export const failureLimits = ({ prefix, windowMs }: { prefix: string; windowMs: number }) => {
  const storesOf = new WeakMap<Payload, PostgresRateLimitStore>()
  const storeFor = (payload: Payload) => {
    let store = storesOf.get(payload)
    if (!store) {
      store = sharedRateLimitStore(payload, prefix)
      store.init({ windowMs } as Options)
      storesOf.set(payload, store)
    }
    return store
  }
  return {
    /** Seconds until guesses are accepted again under every one of `limits`; 0 when they are. */
    secondsUntilAccepted: async (payload: Payload, limits: FailureLimit[]): Promise<number> => {
      const store = storeFor(payload)
      let wait = 0
      for (const { key, max } of limits) {
        const info = await store.get(key)
        if (info && info.totalHits >= max && info.resetTime)
          wait = Math.max(wait, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000))
      }
      return wait
    },
    /** Counts one failure against each of `limits`. */
    countFailure: async (payload: Payload, limits: FailureLimit[]): Promise<void> => {
      const store = storeFor(payload)
      for (const { key } of limits) await store.increment(key)
    },
  }
}
