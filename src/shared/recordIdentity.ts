import type { ContentSlug } from './model'

/** Two records are one entry when these fields agree, case and spaces aside (ADR 0035). */
const RECORD_IDENTITY: Record<ContentSlug, readonly string[]> = {
  experiences: ['company', 'title', 'year'],
  education: ['institution', 'title', 'year'],
  skills: ['name'],
  projects: ['title'],
  interests: ['title'],
}

const normal = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : JSON.stringify(value ?? null)

export const sameValue = (a: unknown, b: unknown): boolean => normal(a) === normal(b)

export const sameEntry = (
  collection: ContentSlug,
  a: Record<string, unknown>,
  b: Record<string, unknown>,
): boolean => RECORD_IDENTITY[collection].every((field) => sameValue(a[field], b[field]))
