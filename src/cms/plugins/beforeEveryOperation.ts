import type { CollectionBeforeOperationHook, Plugin } from 'payload'

/** Runs `hook` first in every collection's `beforeOperation`. */
export const beforeEveryOperation =
  (hook: CollectionBeforeOperationHook): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeOperation: [hook, ...(collection.hooks?.beforeOperation ?? [])],
      },
    })),
  })
