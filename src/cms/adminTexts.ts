import type { Config } from 'payload'

/**
 * Where Payload's own admin texts leave a new owner guessing, they say what will happen.
 * Restoring a published version publishes it at once; the owner may not know that the arrow
 * beside the button restores it as a draft instead.
 */
export const adminTexts: NonNullable<Config['i18n']> = {
  translations: {
    en: {
      version: {
        aboutToRestore:
          'You are about to restore this {{label}} to its state of {{versionDate}}. "Restore this version" publishes a published version at once; to review it first, choose "Restore as draft" from the arrow beside the button.',
      },
    },
  },
}
