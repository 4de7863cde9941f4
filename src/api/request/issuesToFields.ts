import type { z } from 'zod'

/**
 * Zod issues → the envelope's `fields`: one message per field, keyed by its dotted path
 * (`stats.projectCount`, `technologies.2`); a problem with the whole value is keyed `body`.
 */
export const issuesToFields = (
  issues: z.core.$ZodIssue[],
  rootKey = 'body',
): Record<string, string> => {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : rootKey
    fields[key] ??= issue.message
  }
  return fields
}
