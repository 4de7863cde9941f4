import type { Plugin } from 'payload'

import {
  invalidatePublicCacheAfterChange,
  invalidatePublicCacheAfterDelete,
  invalidatePublicCacheAfterGlobalChange,
} from './invalidatePublicCache'

/** On every collection and global, so a write through any door drops what it changed. */
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
