import type { Where } from 'payload'

/**
 * A search for `term` (escaped for LIKE) as a case-insensitive substring of any of `fields`; a
 * hasMany text field matches when any one of its values does.
 */
export const searchAnyOf =
  (fields: readonly string[]) =>
  (term: string): Where => ({ or: fields.map((field) => ({ [field]: { contains: term } })) })
