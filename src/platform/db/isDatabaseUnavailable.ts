/** Error codes meaning "the database cannot be reached", not "the query was wrong". */
const UNAVAILABLE_CODES = new Set([
  // Node socket errors
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin/crash shutdown, cannot connect now, too many connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // PostgreSQL class 08: connection exceptions
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

/** What node-postgres and drizzle say when the server went away or never answered. */
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|query read timeout|encountered a connection error|connect ECONNREFUSED|Connection ended|the database system is (starting up|shutting down|in recovery mode)|Cannot use a pool after calling end|Client was closed and is not queryable|terminating connection due to administrator command/i

/**
 * True when an error (or anything in its `cause` chain) says the database is unreachable:
 * refused or reset connections, connect/query timeouts, a server shutting down. Such errors
 * become 503 `database_unavailable` instead of a generic 500.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 6 && current; depth += 1) {
    const { code, message, cause, errors } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    // AggregateError (e.g. a connect attempt to several addresses)
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true
    current = cause
  }
  return false
}
