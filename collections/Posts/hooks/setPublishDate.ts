import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A post published without a publish date takes the moment it is first published (by the
 * owner's Publish or by its scheduled publish), so the list and feeds can order it; a date the
 * owner set is kept.
 */
export const setPublishDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt)
    data.publishedAt = new Date().toISOString()
  return data
}
