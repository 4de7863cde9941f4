import type { CollectionConfig, Field, FieldHook, TextFieldSingleValidation } from 'payload'

import { duplicateSlugMessage } from './duplicateSlugMessage'
import { findSlugHolders } from './findSlugHolders'
import { clipSlug, isSlug, MAX_SLUG_LENGTH, slugify } from './slugify'

/** Numbered variants (`-2` … `-50`) tried before a random one. */
const MAX_VARIANT = 50

const withSuffix = (base: string, suffix: string): string =>
  `${clipSlug(base, MAX_SLUG_LENGTH - suffix.length)}${suffix}`

const slugVariants = (base: string): string[] => [
  base,
  ...Array.from({ length: MAX_VARIANT - 1 }, (_, index) => withSuffix(base, `-${index + 2}`)),
]

/** For a title with no letter or digit. */
const kindSlug = (collection: Pick<CollectionConfig, 'slug' | 'labels'>): string => {
  const singular = collection.labels?.singular
  return (typeof singular === 'string' && slugify(singular)) || slugify(collection.slug) || 'item'
}

/** Never empty: the next such title would collide with it. */
const formatSlug =
  (sourceField: string): FieldHook =>
  async ({ value, data, originalDoc, collection, req }) => {
    const typed = typeof value === 'string' ? slugify(value) : ''
    if (typed) return typed
    const source = data?.[sourceField] ?? originalDoc?.[sourceField]
    if (typeof source !== 'string') return value
    if (!collection) return slugify(source)
    const variants = slugVariants(slugify(source) || kindSlug(collection))
    const taken = await findSlugHolders(req, collection.slug, variants, originalDoc?.id)
    return (
      variants.find((variant) => !taken.has(variant)) ??
      // Fifty records of one title: a short random suffix, which the unique index still checks.
      withSuffix(variants[0]!, `-${crypto.randomUUID().slice(0, 8)}`)
    )
  }

const validateSlug: TextFieldSingleValidation = async (value, { collectionSlug, id, req }) => {
  if (value == null || value === '') return true
  if (!isSlug(value))
    return 'Use lower-case letters (of any script), digits and single hyphens (e.g. "task-manager").'
  if (!collectionSlug) return true
  const holder = (await findSlugHolders(req, collectionSlug, [value], id)).get(value)
  return holder ? duplicateSlugMessage(value, holder) : true
}

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
