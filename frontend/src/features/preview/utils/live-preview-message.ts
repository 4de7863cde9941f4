/**
 * Payload 3.90's live-preview protocol: the frame posts `ready`, then the admin posts
 * `{ collectionSlug | globalSlug, data }` on every change (depth 0: uploads and relations as ids).
 */
const LIVE_PREVIEW_EVENT = 'payload-live-preview'

export const READY_MESSAGE = { type: LIVE_PREVIEW_EVENT, ready: true } as const

/** One edit of the admin's form: what is edited (a collection or global slug) and its values. */
export type LiveEdit = { content: string; data: Record<string, unknown> }

/**
 * The edit a message carries, or null for anything else: only messages from this origin (the
 * admin framing the site is served from it) and of Payload's live-preview shape count.
 */
export const readLiveEdit = (
  event: Pick<MessageEvent, 'origin' | 'data'>,
  ownOrigin: string,
): LiveEdit | null => {
  if (event.origin !== ownOrigin) return null
  const message = event.data as Record<string, unknown> | null
  if (!message || typeof message !== 'object' || message.type !== LIVE_PREVIEW_EVENT) return null
  const content = message.collectionSlug ?? message.globalSlug
  const data = message.data
  if (typeof content !== 'string' || !content || !data || typeof data !== 'object') return null
  return { content, data: data as Record<string, unknown> }
}
