import type { Config } from 'payload'

import { env } from '../config/env'
import { logFormat } from './logFormat'
import { prettyLogDestination } from './prettyLogDestination'

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
 * Payload's logger, which the request lines go through too (src/platform/logging/requestLogger.ts): pretty,
 * coloured lines on a terminal, structured JSON lines anywhere else (`LOG_FORMAT` forces either;
 * src/platform/logging/logFormat.ts), at `LOG_LEVEL` and above, with passwords, hashes, tokens, cookies,
 * Authorization headers, SMTP credentials and SQL parameter values redacted wherever they appear.
 */
export const payloadLoggerConfig = (): NonNullable<Config['logger']> => ({
  options: {
    name: 'payload',
    level: env.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    // "level":"info", not pino's numbers: log tools and people read the same word.
    formatters: { level: (label) => ({ level: label }) },
    base: undefined,
  },
  ...(logFormat() === 'pretty' ? { destination: prettyLogDestination() } : {}),
})
