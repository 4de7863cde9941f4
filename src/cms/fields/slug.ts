import type { Field, FieldHook, TextFieldSingleValidation } from 'payload'

import { duplicateSlugMessage } from './duplicateSlugMessage'
import { findSlugHolders } from './findSlugHolders'
import { slugify } from './slugify'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Longest slug `slugify` makes; a numbered variant stays within it. */
const MAX_SLUG_LENGTH = 96
/** How many numbered variants (`-2` … `-50`) a derived slug may try before giving up. */
const MAX_VARIANT = 50

/** `base`, then `base-2`, `base-3`, …: the slugs a title may take, first choice first. */
const slugVariants = (base: string): string[] => [
  base,
  ...Array.from({ length: MAX_VARIANT - 1 }, (_, index) => {
    const suffix = `-${index + 2}`
    return `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`
  }),
]

/**
 * Fills an empty slug from the source field and normalises a typed one. A slug made from a title
 * that another record already uses becomes the first free variant (`my-app-2`) instead of
 * failing; a typed slug is kept as typed, and the validation names the record that holds it.
 */
const formatSlug =
  (sourceField: string): FieldHook =>
  async ({ value, data, originalDoc, collection, req }) => {
    if (typeof value === 'string' && value.trim() !== '') return slugify(value)
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    if (typeof source !== 'string') return value
    const base = slugify(source)
    if (!base || !collection) return base
    const variants = slugVariants(base)
    const taken = await findSlugHolders(req, collection.slug, variants, originalDoc?.id)
    return variants.find((variant) => !taken.has(variant)) ?? base
  }

/** The pattern, then uniqueness in the collection, with a message naming the record. */
const validateSlug: TextFieldSingleValidation = async (value, { collectionSlug, id, req }) => {
  if (value == null || value === '') return true
  if (!SLUG_PATTERN.test(value))
    return 'Use lower-case letters, digits and single hyphens (e.g. "task-manager").'
  if (!collectionSlug) return true
  const holder = (await findSlugHolders(req, collectionSlug, [value], id)).get(value)
  return holder ? duplicateSlugMessage(value, holder) : true
}

/**
 * A unique, indexed URL slug derived from `sourceField` unless the editor types one; `usedIn`
 * tells the owner which addresses carry it.
 */
export const slugField = (sourceField: string, usedIn: string): Field => ({
  name: 'slug',
  type: 'text',
  unique: true,
  index: true,
  // Not `required`: the admin form may leave it empty and the hook derives it on save.
  admin: {
    position: 'sidebar',
    description: `${usedIn} Left empty, it is made from the ${sourceField}.`,
  },
  hooks: { beforeValidate: [formatSlug(sourceField)] },
  validate: validateSlug,
})
