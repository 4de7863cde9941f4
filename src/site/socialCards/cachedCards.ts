import { type SocialCard, socialCardKey } from '../../shared/seo/socialCard'
import { renderedOnce } from '../renderedOnce'

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
  const rendered = renderedOnce<Buffer>({ maxEntries })
  return {
    get size() {
      return rendered.size
    },
    get: (card) => rendered.get(socialCardKey(card), () => render(card)),
  }
}
