import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import { withCollectionControl, withGlobalControl } from './documentControls'

const ACCURATE_DRAFT_STATUS = '/src/cms/admin/AccurateDraftStatus#AccurateDraftStatus'

const autosaves = (entity: CollectionConfig | GlobalConfig): boolean =>
  typeof entity.versions === 'object' &&
  typeof entity.versions.drafts === 'object' &&
  Boolean(entity.versions.drafts.autosave)

/** Globals select `_status`, or Payload calls one with a newer draft "Draft" (payload#17164). */
export const accurateDraftStatus = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    autosaves(collection) ? withCollectionControl(collection, ACCURATE_DRAFT_STATUS) : collection,
  ),
  globals: (config.globals ?? []).map((global) =>
    autosaves(global)
      ? {
          ...withGlobalControl(global, ACCURATE_DRAFT_STATUS),
          forceSelect: { ...global.forceSelect, _status: true },
        }
      : global,
  ),
})
