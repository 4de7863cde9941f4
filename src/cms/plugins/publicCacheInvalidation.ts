import type { Plugin } from 'payload'

import {
  invalidatePublicCacheAfterChange,
  invalidatePublicCacheAfterDelete,
  invalidatePublicCacheAfterGlobalChange,
} from './invalidatePublicCache'

/**
 * Registers the public-read cache's invalidation (src/platform/cache) on every collection and
 * global, in one place: any write through Payload — the contract, the admin, Payload's REST,
 * the Local API, seeds — drops the cached answers built from what it changed. Which content
 * the cache serves is not listed here: the contract's route table declares it to the cache
 * (`cacheTags` of each public read), and the hooks skip every other slug.
 */
export const publicCacheInvalidation = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), invalidatePublicCacheAfterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), invalidatePublicCacheAfterDelete],
    },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    hooks: {
      ...global.hooks,
      afterChange: [...(global.hooks?.afterChange ?? []), invalidatePublicCacheAfterGlobalChange],
    },
  })),
})
