import { type SocialCard, socialCardKey } from '../../shared/seo/socialCard'

/** Renders a card to PNG bytes. */
type CardRenderer = (card: SocialCard) => Promise<Buffer>

/**
 * Keeps the last `maxEntries` rendered cards in memory, keyed by everything they show (and the
 * design version): an edit to the owner or a project gives its card a new key, so the next
 * request renders the new content and the old picture ages out. Concurrent requests for one card
 * share one render; a failed render is not kept.
 */
export const cachedCards = (
  render: CardRenderer,
  { maxEntries }: { maxEntries: number },
): { get: CardRenderer; readonly size: number } => {
  const done = new Map<string, Buffer>()
  const pending = new Map<string, Promise<Buffer>>()
  return {
    get size() {
      return done.size
    },
    get: (card) => {
      const key = socialCardKey(card)
      const hit = done.get(key)
      if (hit) {
        // Least recently used goes first: move the hit to the end.
        done.delete(key)
        done.set(key, hit)
        return Promise.resolve(hit)
      }
      let rendering = pending.get(key)
      if (!rendering) {
        rendering = render(card)
          .then((png) => {
            done.set(key, png)
            while (done.size > maxEntries) done.delete(done.keys().next().value!)
            return png
          })
          .finally(() => pending.delete(key))
        pending.set(key, rendering)
      }
      return rendering
    },
  }
}
