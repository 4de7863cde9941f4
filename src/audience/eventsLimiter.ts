import { env } from '../platform/config/env'
import { addressKeyOf } from '../platform/http/addressKey'

const WINDOW_MS = 60_000
/** Addresses counted at once; the ones beyond it share one window (see `hit`). */
const MAX_ADDRESSES = 50_000
const OVERFLOW = 'overflow'

/** In memory: a database round trip would cost more than the event. */
export const eventsLimiter = (
  perMinute = env.AUDIENCE_EVENTS_PER_MINUTE,
  maxAddresses = MAX_ADDRESSES,
) => {
  const windows = new Map<string, { hits: number; resetAt: number }>()
  setInterval(() => {
    const now = Date.now()
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key)
  }, WINDOW_MS).unref()
  return {
    /** The seconds to wait when over the limit, else 0. */
    hit(address: string): number {
      const now = Date.now()
      let key = addressKeyOf(address)
      let window = windows.get(key)
      if (!window && windows.size >= maxAddresses) window = windows.get((key = OVERFLOW))
      if (!window || window.resetAt <= now) {
        window = { hits: 0, resetAt: now + WINDOW_MS }
        windows.set(key, window)
      }
      window.hits += 1
      return window.hits > perMinute ? Math.ceil((window.resetAt - now) / 1000) : 0
    },
    get size(): number {
      return windows.size
    },
  }
}
