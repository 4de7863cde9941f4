/** PostgreSQL `integer`: every record id here is one. */
export const MAX_DATABASE_INTEGER = 2_147_483_647

const CANONICAL_DIGITS = /^(?:0|[1-9][0-9]*)$/

/**
 * Canonical decimal within PostgreSQL's integer, else null: `Number()` reads `0x10`, `1e1`, `01`,
 * giving one record many addresses.
 */
export const parseCanonicalInteger = (raw: unknown): number | null => {
  if (typeof raw !== 'string' || raw.length > 10 || !CANONICAL_DIGITS.test(raw)) return null
  const value = Number(raw)
  return value <= MAX_DATABASE_INTEGER ? value : null
}
