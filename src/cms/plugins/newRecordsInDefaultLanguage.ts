import type { Field, Plugin } from 'payload'

import { withCollectionControl } from './documentControls'

const NEW_RECORD_IN_DEFAULT_LANGUAGE =
  '/src/cms/admin/NewRecordInDefaultLanguage#NewRecordInDefaultLanguage'

/** Whether any of the fields (in rows, groups and tabs too) keeps a text per language. */
const hasLocalizedField = (fields: Field[]): boolean =>
  fields.some(
    (field) =>
      ('localized' in field && field.localized === true) ||
      ('fields' in field && Array.isArray(field.fields) && hasLocalizedField(field.fields)) ||
      (field.type === 'tabs' && field.tabs.some((tab) => hasLocalizedField(tab.fields))),
  )

/** Every collection with texts per language creates its records in the site's default language. */
export const newRecordsInDefaultLanguage = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    hasLocalizedField(collection.fields)
      ? withCollectionControl(collection, NEW_RECORD_IN_DEFAULT_LANGUAGE)
      : collection,
  ),
})
