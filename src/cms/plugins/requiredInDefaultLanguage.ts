import type { Field, Plugin, Validate } from 'payload'
import * as validations from 'payload/shared'

import { isSiteDefaultLanguage } from '../languages/isSiteDefaultLanguage'

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

const builtInValidate = (type: string): Validate | undefined =>
  (validations as unknown as Record<string, Validate | undefined>)[type]

/**
 * Required in the creating and the default language only: Payload would refuse an Arabic save
 * until every required text had an Arabic version.
 */
const requiredInDefaultLanguageOnly = (field: Field): Field => {
  if ('fields' in field && Array.isArray(field.fields)) {
    return { ...field, fields: field.fields.map(requiredInDefaultLanguageOnly) } as Field
  }
  if (field.type === 'tabs') {
    return {
      ...field,
      tabs: field.tabs.map((tab) => ({
        ...tab,
        fields: tab.fields.map(requiredInDefaultLanguageOnly),
      })),
    }
  }
  if (!('localized' in field) || !field.localized || !('required' in field) || !field.required)
    return field
  const validate = (('validate' in field && field.validate) || builtInValidate(field.type)) as
    ((value: unknown, options: unknown) => ReturnType<Validate>) | undefined
  if (!validate) return field
  const checked: Validate = async (value, options) => {
    const { operation, req } = options
    if (isEmpty(value) && operation === 'update' && !(await isSiteDefaultLanguage(req, req.locale)))
      return true
    return validate(value, options)
  }
  return { ...field, validate: checked } as Field
}

export const requiredInDefaultLanguage = (): Plugin => (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: collection.fields.map(requiredInDefaultLanguageOnly),
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    fields: global.fields.map(requiredInDefaultLanguageOnly),
  })),
})
