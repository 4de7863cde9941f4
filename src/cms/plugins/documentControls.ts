import type { CollectionConfig, GlobalConfig } from 'payload'

/** The collection with `component` (an import-map path) added to its document's controls. */
export const withCollectionControl = (
  collection: CollectionConfig,
  component: string,
): CollectionConfig => ({
  ...collection,
  admin: {
    ...collection.admin,
    components: {
      ...collection.admin?.components,
      edit: {
        ...collection.admin?.components?.edit,
        beforeDocumentControls: [
          ...(collection.admin?.components?.edit?.beforeDocumentControls ?? []),
          component,
        ],
      },
    },
  },
})

/** The global with `component` (an import-map path) added to its document's controls. */
export const withGlobalControl = (global: GlobalConfig, component: string): GlobalConfig => ({
  ...global,
  admin: {
    ...global.admin,
    components: {
      ...global.admin?.components,
      elements: {
        ...global.admin?.components?.elements,
        beforeDocumentControls: [
          ...(global.admin?.components?.elements?.beforeDocumentControls ?? []),
          component,
        ],
      },
    },
  },
})
