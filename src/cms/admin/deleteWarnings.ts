import type { Config } from 'payload'

/**
 * Where the admin points instead of deleting: the soft delete every content record has
 * (src/cms/fields/softDelete.ts). Media and inquiries have none, so the sentence names the kinds.
 */
const SOFT_DELETE_HINT =
  'To only hide a project, skill, experience, education entry or interest from the site, use "Delete from site" in its sidebar instead: it can be undone.'

/**
 * Payload's delete confirmations, in English, saying that its delete is permanent (this project
 * uses no Payload trash) and pointing to the soft delete. Payload has no per-collection text
 * for this modal, so the wording fits every collection.
 */
export const deleteWarnings: NonNullable<Config['i18n']>['translations'] = {
  en: {
    general: {
      aboutToDelete: `You are about to permanently delete the {{label}} <1>{{title}}</1>. This cannot be undone. ${SOFT_DELETE_HINT}`,
      aboutToDeleteCount_one: `You are about to permanently delete {{count}} {{label}}. This cannot be undone. ${SOFT_DELETE_HINT}`,
      aboutToDeleteCount_many: `You are about to permanently delete {{count}} {{label}}. This cannot be undone. ${SOFT_DELETE_HINT}`,
      aboutToDeleteCount_other: `You are about to permanently delete {{count}} {{label}}. This cannot be undone. ${SOFT_DELETE_HINT}`,
    },
  },
}
