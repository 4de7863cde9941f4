import type { Config } from 'payload'

import { deleteWarnings } from './admin/deleteWarnings'

/** Where Payload's texts leave a new owner guessing: a delete is permanent, a restore publishes. */
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
