import type { Config } from 'payload'

import { deleteWarnings } from './admin/deleteWarnings'

/**
 * Where Payload's own admin texts leave a new owner guessing, they say what will happen: a
 * delete is permanent (`deleteWarnings`), and restoring a published version publishes it at
 * once — the owner may not know that the arrow beside the button restores it as a draft.
 */
export const adminTexts: NonNullable<Config['i18n']> = {
  translations: {
    en: {
      ...deleteWarnings?.en,
      version: {
        aboutToRestore:
          'You are about to restore this {{label}} to its state of {{versionDate}}. "Restore this version" publishes a published version at once; to review it first, choose "Restore as draft" from the arrow beside the button.',
      },
    },
  },
}
