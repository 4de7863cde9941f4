/**
 * True when PostgreSQL refused a value itself (SQLSTATE class 22, "data exception"): a NUL
 * character in text, a number out of range, an impossible date. The caller sent something no
 * column can hold, so it is a 400, not a server error.
 */
export const isInvalidDatabaseInput = (error: unknown): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown }
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = cause
  }
  return false
}
