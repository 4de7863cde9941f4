import type { FlattenedField } from 'payload'

type FormData = Record<string, unknown>

/**
 * The admin's live-preview message holds an array or blocks field with no rows as its row
 * count (`0`), not `[]` (Payload's form state keeps the count as the field's value): every such
 * value becomes the empty list, in groups, tabs and rows alike, so a new record's empty
 * Features list previews as "no features" instead of failing.
 */
export const rowCountsAsLists = (fields: FlattenedField[], data: FormData): FormData => {
  const result: FormData = { ...data }
  for (const field of fields) {
    const value = result[field.name]
    if (field.type === 'array' || field.type === 'blocks') {
      result[field.name] = Array.isArray(value)
        ? value.map((row: unknown) =>
            row && typeof row === 'object' && field.type === 'array'
              ? rowCountsAsLists(field.flattenedFields, row as FormData)
              : row,
          )
        : []
    } else if ((field.type === 'group' || field.type === 'tab') && 'name' in field) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        result[field.name] = rowCountsAsLists(field.flattenedFields, value as FormData)
      }
    }
  }
  return result
}
