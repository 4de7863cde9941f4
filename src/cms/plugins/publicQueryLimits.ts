import type { Plugin } from 'payload'

import { limitPublicQueries } from './limitPublicQueries'

/** Adds `limitPublicQueries` to every collection (see that hook for the limits). */
export const publicQueryLimits = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [limitPublicQueries, ...(collection.hooks?.beforeOperation ?? [])],
    },
  })),
})
