import type { ContentSlug } from './model'

/**
 * What makes two records of a content collection the same entry, by the site's own fields
 * (ADR 0035): an imported entry matches a record the owner wrote, and a stored record is one of
 * the built-in samples, when these fields agree (case and surrounding spaces aside).
 */
const RECORD_IDENTITY: Record<ContentSlug, readonly string[]> = {
  experiences: ['company', 'title', 'year'],
  education: ['institution', 'title', 'year'],
  skills: ['name'],
  projects: ['title'],
  interests: ['title'],
}

const normal = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : JSON.stringify(value ?? null)

/** Whether two field values say the same (case and surrounding spaces aside). */
export const sameValue = (a: unknown, b: unknown): boolean => normal(a) === normal(b)

/** Whether `a` and `b` are the same entry of `collection`. */
export const sameEntry = (
  collection: ContentSlug,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): boolean => RECORD_IDENTITY[collection].every((field) => sameValue(a[field], b[field]))
