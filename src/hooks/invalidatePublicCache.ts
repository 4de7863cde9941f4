import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { invalidateAfterCommit } from '../cache/invalidateAfterCommit'
import type { CacheTag } from '../cache/responseCache'

/** A collection write (create, update, soft delete, restore) drops the public answers built from it. */
export const invalidatePublicCacheAfterChange: CollectionAfterChangeHook = async ({ collection, req }) => {
  await invalidateAfterCommit(req, [collection.slug as CacheTag])
}

/** A hard delete drops the public answers built from the collection. */
export const invalidatePublicCacheAfterDelete: CollectionAfterDeleteHook = async ({ collection, req }) => {
  await invalidateAfterCommit(req, [collection.slug as CacheTag])
}

/** A global update (personal info) drops the public answers built from it. */
export const invalidatePublicCacheAfterGlobalChange: GlobalAfterChangeHook = async ({ global, req }) => {
  await invalidateAfterCommit(req, [global.slug as CacheTag])
}
