import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { invalidateAfterCommit } from '../../platform/cache/invalidateAfterCommit'
import { publicResponseCache } from '../../platform/publicReads/responseCache'

/** Drops the public answers built from `slug`, if the cache serves any. */
const invalidate = async (req: Parameters<typeof invalidateAfterCommit>[0], slug: string) => {
  if (publicResponseCache().serves(slug)) await invalidateAfterCommit(req, [slug])
}

/** A collection write (create, update, soft delete, restore) drops the public answers built from it. */
export const invalidatePublicCacheAfterChange: CollectionAfterChangeHook = async ({
  collection,
  req,
}) => {
  await invalidate(req, collection.slug)
}

/** A hard delete drops the public answers built from the collection. */
export const invalidatePublicCacheAfterDelete: CollectionAfterDeleteHook = async ({
  collection,
  req,
}) => {
  await invalidate(req, collection.slug)
}

/** A global update (personal info) drops the public answers built from it. */
export const invalidatePublicCacheAfterGlobalChange: GlobalAfterChangeHook = async ({
  global,
  req,
}) => {
  await invalidate(req, global.slug)
}
