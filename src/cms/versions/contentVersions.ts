import type { CollectionConfig } from 'payload'

/** Autosaved drafts and a season of history; only the published version is public. */
const MAX_VERSIONS_PER_DOCUMENT = 50

/** Often enough to feel live, not a write per keystroke. */
const AUTOSAVE_INTERVAL_MS = 1500

/** Payload does not export its drafts type; this one is read off the collection config. */
type Drafts = Exclude<
  Exclude<CollectionConfig['versions'], boolean | undefined>['drafts'],
  boolean | undefined
>

const drafts: Drafts = {
  autosave: { interval: AUTOSAVE_INTERVAL_MS, showSaveDraftButton: true },
  // Without it Create New stored an empty "<No Title>" draft the moment it opened (ADR 0031).
  validate: true,
}

export const contentCollectionVersions = { drafts, maxPerDoc: MAX_VERSIONS_PER_DOCUMENT }

/** Payload names the same limit `max` for a global. */
export const contentGlobalVersions = { drafts, max: MAX_VERSIONS_PER_DOCUMENT }
