import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

import { invalidateAfterCommit } from '../../platform/cache/invalidateAfterCommit'
import { publicResponseCache } from '../../platform/publicReads/responseCache'

const invalidate = async (req: Parameters<typeof invalidateAfterCommit>[0], slug: string) => {
  if (publicResponseCache().serves(slug)) await invalidateAfterCommit(req, [slug])
}

export const invalidatePublicCacheAfterChange: CollectionAfterChangeHook = async ({
  collection,
  req,
}) => {
  await invalidate(req, collection.slug)
}

export const invalidatePublicCacheAfterDelete: CollectionAfterDeleteHook = async ({
  collection,
  req,
}) => {
  await invalidate(req, collection.slug)
}

export const invalidatePublicCacheAfterGlobalChange: GlobalAfterChangeHook = async ({
  global,
  req,
}) => {
  await invalidate(req, global.slug)
}
