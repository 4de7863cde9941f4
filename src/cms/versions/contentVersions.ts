import type { CollectionConfig } from 'payload'

/**
 * How the owner's content is versioned (projects, skills, the timelines, interests and the
 * personal-info global): drafts that autosave while the owner types, a "Save draft" button for
 * an explicit checkpoint, and a history long enough to go back a season of edits. Only the
 * published version is public (`publishedOrAdmin`, and the contract's reads filter on it).
 */
const MAX_VERSIONS_PER_DOCUMENT = 50

/** Autosave interval while typing (ms): often enough to feel live, not a write per keystroke. */
const AUTOSAVE_INTERVAL_MS = 1500

/** Payload does not export its drafts type; this one is read off the collection config. */
type Drafts = Exclude<
  Exclude<CollectionConfig['versions'], boolean | undefined>['drafts'],
  boolean | undefined
>

const drafts: Drafts = {
  autosave: { interval: AUTOSAVE_INTERVAL_MS, showSaveDraftButton: true },
  // Drafts are validated like published saves. Without it Payload's Create New stores an empty
  // draft the moment it opens (a "<No Title>" row left behind by an owner who only looked);
  // with it, a new record is stored by Save Draft or Publish, and autosave then keeps it, while
  // a value that could not be published is shown under its field at once, not at Publish.
  validate: true,
}

/** `versions` of a content collection. */
export const contentCollectionVersions = { drafts, maxPerDoc: MAX_VERSIONS_PER_DOCUMENT }

/** `versions` of a content global (Payload names the same limit `max` there). */
export const contentGlobalVersions = { drafts, max: MAX_VERSIONS_PER_DOCUMENT }
