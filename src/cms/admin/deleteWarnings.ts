import type { Config } from 'payload'

/** The soft delete to use instead; media and inquiries have none, so the kinds are named. */
const SOFT_DELETE_HINT =
  'To only hide a project, skill, experience, education entry or interest from the site, use "Delete from site" in its sidebar instead: it can be undone.'

/** Payload's delete confirmations say it is permanent (no trash here); one wording for all. */
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
