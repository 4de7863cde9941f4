import type { Field, Plugin, Validate } from 'payload'
import * as validations from 'payload/shared'

import { FIRST_LANGUAGE } from '../../shared/languages/languageCatalogue'

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** Payload's own check of a field type (what it uses when a field states none). */
const builtInValidate = (type: string): Validate | undefined =>
  (validations as unknown as Record<string, Validate | undefined>)[type]

/**
 * A required per-language text is required in the first language only: a translation is saved
 * field by field, and a text it does not have yet reads as the default language's. Payload
 * would otherwise refuse a Spanish save until every required text had a Spanish version.
 */
const requiredInFirstLanguageOnly = (field: Field): Field => {
  if ('fields' in field && Array.isArray(field.fields)) {
    return { ...field, fields: field.fields.map(requiredInFirstLanguageOnly) } as Field
  }
  if (field.type === 'tabs') {
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({
        ...tab,
        fields: tab.fields.map(requiredInFirstLanguageOnly),
      })),
    }
  }
  if (!('localized' in field) || !field.localized || !('required' in field) || !field.required)
    return field
  const validate = (('validate' in field && field.validate) || builtInValidate(field.type)) as
    ((value: unknown, options: unknown) => ReturnType<Validate>) | undefined
  if (!validate) return field
  const checked: Validate = (value, options) => {
    const locale = options.req?.locale
    if (locale && locale !== FIRST_LANGUAGE && isEmpty(value)) return true
    return validate(value, options)
  }
  return { ...field, validate: checked } as Field
}

/** Applies `requiredInFirstLanguageOnly` to every collection's and global's fields. */
export const requiredInFirstLanguage = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: collection.fields.map(requiredInFirstLanguageOnly),
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    fields: global.fields.map(requiredInFirstLanguageOnly),
  })),
})
