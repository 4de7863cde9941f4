import type { Plugin } from 'payload'

import type { CacheTag } from '../cache/responseCache'
import {
  invalidatePublicCacheAfterChange,
  invalidatePublicCacheAfterDelete,
  invalidatePublicCacheAfterGlobalChange,
} from '../hooks/invalidatePublicCache'

/** Collections whose content the public reads serve (media: covers, galleries, the avatar). */
const CACHED_COLLECTIONS: readonly CacheTag[] = ['projects', 'skills', 'experiences', 'education', 'interests', 'media']
/** Globals the public reads serve. */
const CACHED_GLOBALS: readonly CacheTag[] = ['personal-info']

/**
 * Registers the public-read cache's invalidation (src/cache) on every collection and global it
 * serves, in one place: any write through Payload — the contract, the admin, Payload's REST,
 * the Local API, seeds — drops the cached answers built from what it changed.
 */
export const publicCacheInvalidation =
  (): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      CACHED_COLLECTIONS.includes(collection.slug as CacheTag)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: [...(collection.hooks?.afterChange ?? []), invalidatePublicCacheAfterChange],
              afterDelete: [...(collection.hooks?.afterDelete ?? []), invalidatePublicCacheAfterDelete],
            },
          }
        : collection,
    ),
    globals: (config.globals ?? []).map((global) =>
      CACHED_GLOBALS.includes(global.slug as CacheTag)
        ? {
            ...global,
            hooks: {
              ...global.hooks,
              afterChange: [...(global.hooks?.afterChange ?? []), invalidatePublicCacheAfterGlobalChange],
            },
          }
        : global,
    ),
  })
