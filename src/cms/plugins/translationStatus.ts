import type { Field, Plugin } from 'payload'

import { CONTENT_COLLECTIONS } from '../../shared/model'
import { translationStatusEndpoint } from '../endpoints/translationStatusEndpoint'
import { TRANSLATABLE_GLOBALS } from '../languages/readMissingTranslations'

/** The sidebar line that says what a document's translations lack (TranslationStatus). */
const statusField = (document: { kind: 'collection' | 'global'; slug: string }): Field => ({
  name: 'translationStatus',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Field: {
        path: '/src/cms/admin/TranslationStatus#TranslationStatus',
        serverProps: { document },
      },
    },
  },
})

/** The translation status on every content document, and its endpoint. */
export const translationStatus = (): Plugin => (config) => ({
  ...config,
  endpoints: [...(config.endpoints ?? []), translationStatusEndpoint],
  collections: (config.collections ?? []).map((collection) =>
    (CONTENT_COLLECTIONS as readonly string[]).includes(collection.slug)
      ? {
          ...collection,
          fields: [
            ...collection.fields,
            statusField({ kind: 'collection', slug: collection.slug }),
          ],
        }
      : collection,
  ),
  globals: (config.globals ?? []).map((global) =>
    (TRANSLATABLE_GLOBALS as readonly string[]).includes(global.slug)
      ? {
          ...global,
          fields: [...global.fields, statusField({ kind: 'global', slug: global.slug })],
        }
      : global,
  ),
})
