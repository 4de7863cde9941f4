import { env } from '../platform/config/env'

const WINDOW_MS = 60_000

/**
 * The beacon's per-address limit, counted in this instance's memory (a database round trip per
 * event would cost more than the event): `AUDIENCE_EVENTS_PER_MINUTE` an address and minute, in
 * fixed windows. One counter for both ways an event comes in (the Express route and the fast
 * path, `src/server/fastEvents.ts`). Ended windows are swept every minute.
 */
export const eventsLimiter = (perMinute = env.AUDIENCE_EVENTS_PER_MINUTE) => {
  const windows = new Map<string, { hits: number; resetAt: number }>()
  const sweep = setInterval(() => {
    const now = Date.now()
    for (const [address, window] of windows) if (window.resetAt <= now) windows.delete(address)
  }, WINDOW_MS)
  sweep.unref()
  return {
    /** Counts a hit of `address`: the seconds to wait when over the limit, else 0. */
    hit(address: string): number {
      const now = Date.now()
      let window = windows.get(address)
      if (!window || window.resetAt <= now) {
        window = { hits: 0, resetAt: now + WINDOW_MS }
        windows.set(address, window)
      }
      window.hits += 1
      return window.hits > perMinute ? Math.ceil((window.resetAt - now) / 1000) : 0
    },
  }
}
