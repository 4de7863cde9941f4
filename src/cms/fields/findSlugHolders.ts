import type { CollectionSlug, PayloadRequest } from 'payload'

import type { SlugOwner } from './duplicateSlugMessage'

type SlugRow = { id: number | string; slug?: string | null; deleted?: boolean | null }

/** Who holds `slugs`, soft-deleted records too, as the unique index sees it. */
export const findSlugHolders = async (
  req: PayloadRequest,
  collection: string,
  slugs: string[],
  exceptId?: number | string,
): Promise<Map<string, SlugOwner>> => {
  const config = req.payload.collections[collection as CollectionSlug]?.config
  if (!config || slugs.length === 0) return new Map()
  const titleField = config.admin?.useAsTitle ?? 'id'
  const { docs } = await req.payload.find({
    collection: collection as CollectionSlug,
    where: {
      and: [
        { slug: { in: slugs } },
        ...(exceptId !== undefined ? [{ id: { not_equals: exceptId } }] : []),
      ],
    },
    depth: 0,
    limit: slugs.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const singular = config.labels?.singular
  const label = typeof singular === 'string' ? singular : collection
  const holders = new Map<string, SlugOwner>()
  for (const doc of docs as unknown as (SlugRow & Record<string, unknown>)[]) {
    if (!doc.slug) continue
    holders.set(doc.slug, {
      label,
      title: String(doc[titleField] ?? doc.id),
      deleted: doc.deleted === true,
    })
  }
  return holders
}
