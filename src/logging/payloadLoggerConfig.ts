import { type Config, defaultLoggerOptions } from 'payload'

/** Field names whose values never reach a log line, at any of the first four levels. */
const SECRET_KEYS = [
  'password',
  'pass',
  'newPassword',
  'hash',
  'salt',
  'token',
  'resetPasswordToken',
  'apiKey',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  // drizzle/pg: the values a failed statement carried
  'params',
]
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => {
  const safe = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`
  const join = (prefix: string) =>
    safe.startsWith('[') ? `${prefix}${safe}` : prefix ? `${prefix}.${safe}` : safe
  return [join(''), join('*'), join('*.*'), join('*.*.*')]
})

/** The text after `params:` in a failed-query message lists bound values: cut it. */
const stripParams = (text: string): string =>
  text.replace(/\n?\s*params:[^\n]*(\n|$)/g, ' [params redacted]$1')

/** Serialises an error (and its causes) for pino without the values of failed statements. */
const serializeError = (error: unknown): unknown => {
  if (!(error instanceof Error)) return error
  const { code, status } = error as { code?: unknown; status?: unknown }
  return {
    type: error.name,
    message: stripParams(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(typeof status === 'number' ? { status } : {}),
    stack: error.stack ? stripParams(error.stack) : undefined,
    ...(error.cause ? { cause: serializeError(error.cause) } : {}),
  }
}

/**
 * Payload's logger: structured JSON lines in production (pretty, coloured lines in development
 * or with `LOG_FORMAT=pretty`), with passwords, hashes, tokens, cookies, Authorization headers,
 * SMTP credentials and SQL parameter values redacted wherever they appear.
 */
export const payloadLoggerConfig = (): NonNullable<Config['logger']> => {
  const pretty =
    (process.env.LOG_FORMAT ?? (process.env.NODE_ENV === 'production' ? 'json' : 'pretty')) ===
    'pretty'
  return {
    options: {
      name: 'payload',
      level: process.env.LOG_LEVEL ?? 'info',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // "level":"info" like the request lines, not pino's numbers.
      formatters: { level: (label) => ({ level: label }) },
      base: undefined,
    },
    ...(pretty ? { destination: defaultLoggerOptions } : {}),
  }
}
