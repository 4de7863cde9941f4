import type { Field, FieldHook } from 'payload'

import { slugify } from './slugify'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Fills an empty slug from the source field and normalises a typed one. */
const formatSlug =
  (sourceField: string): FieldHook =>
  ({ value, data, originalDoc }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    return typeof source === 'string' ? slugify(source) : value
  }

/** A unique, indexed URL slug derived from `sourceField` unless the editor types one. */
export const slugField = (sourceField: string): Field => ({
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  // Not `required`: the admin form may leave it empty and the hook derives it on save.
  admin: {
    position: 'sidebar',
    description: `Used in URLs. Left empty, it is made from the ${sourceField}.`,
  },
  hooks: { beforeValidate: [formatSlug(sourceField)] },
  validate: (value: string | null | undefined) =>
    value == null || value === '' || SLUG_PATTERN.test(value)
      ? true
      : 'Use lower-case letters, digits and single hyphens (e.g. "task-manager").',
})
