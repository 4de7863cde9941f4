/** Values a failed SQL statement carried (`params: …` in drizzle's message) may be secrets. */
const PARAMS_SECTION = /\n?\s*params:[\s\S]*$/

/**
 * A loggable description of an error and its causes: name, message (with any SQL parameter
 * values cut off, since they can hold password hashes, tokens or SMTP secrets), code and,
 * with `stack`, the stack frames. Never the error object itself, whose fields may hold
 * request data.
 */
export const safeErrorSummary = (error: unknown, { stack = true } = {}): string => {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (!(current instanceof Error)) {
      parts.push(`${depth ? 'caused by ' : ''}${typeof current}`)
      break
    }
    const code = (current as { code?: unknown }).code
    const message = current.message.replace(PARAMS_SECTION, ' [params redacted]')
    parts.push(
      `${depth ? 'caused by ' : ''}${current.name}${typeof code === 'string' ? ` (${code})` : ''}: ${message}`,
    )
    if (stack && depth === 0 && current.stack) {
      parts.push(
        ...current.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 8),
      )
    }
    current = current.cause
  }
  return parts.join('\n')
}
