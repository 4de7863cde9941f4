import type { Payload } from 'payload'

import { type Look, lookOf } from '../../shared/look/look'

/**
 * The published look as an anonymous visitor reads it (today's look until one is published), or
 * with `draft` the owner's latest save, for a preview.
 */
export const readLook = async (payload: Payload, { draft = false } = {}): Promise<Look> => {
  const stored = await payload.findGlobal({
    slug: 'look',
    depth: 0,
    draft,
    // A preview's token was checked already; the public read goes through the global's access.
    overrideAccess: draft,
  })
  return lookOf(stored as Partial<Record<keyof Look, unknown>> | null)
}
