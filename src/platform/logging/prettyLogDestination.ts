import { build, isColorSupported, type PrettyOptions } from 'pino-pretty'

type LogObject = Record<string, unknown>
type Paint = (text: string) => string
type Colors = { red: Paint; yellow: Paint; cyan: Paint; green: Paint }

/** The fields of a request line (src/platform/logging/requestLogger.ts): its one-line text says them all. */
const REQUEST_FIELDS = ['id', 'method', 'path', 'status', 'ms', 'bytes', 'ip', 'aborted']

const isRequestLine = (log: LogObject): boolean =>
  log.msg === 'request' && typeof log.method === 'string' && typeof log.status === 'number'

/** Milliseconds as a person reads them: `0.4`, `12`, `1530`. */
const readableMs = (ms: unknown): string =>
  typeof ms !== 'number' ? '?' : ms < 10 ? ms.toFixed(1) : String(Math.round(ms))

/** `GET /api/projects 200 12 ms`: a request line's text (the status coloured by its class). */
const requestLineText = (log: LogObject, colors?: Colors): string => {
  const status = Number(log.status)
  const paint = !colors
    ? String
    : status >= 500
      ? colors.red
      : status >= 400
        ? colors.yellow
        : status >= 300
          ? colors.cyan
          : colors.green
  const aborted = log.aborted === true ? ' (aborted)' : ''
  return `${String(log.method)} ${String(log.path)} ${paint(String(status))} ${readableMs(log.ms)} ms${aborted}`
}

/**
 * What pretty logs are written through: pino-pretty with Payload's own look
 * (`defaultLoggerOptions`: `[12:34:56] INFO: …`, no pid or host name), except that a request
 * line is one short line (`GET /api/projects 200 12 ms`) instead of a message and eight fields
 * below it, and colours only when the output takes them (a terminal, or FORCE_COLOR).
 * The JSON lines keep every field; the request id is there when a line needs following up.
 */
export const prettyLogDestination = (destination?: NodeJS.WritableStream) =>
  build({
    colorize: isColorSupported,
    ignore: 'pid,hostname,name',
    translateTime: 'SYS:HH:MM:ss',
    messageFormat: (log, messageKey, _levelLabel, { colors }) => {
      if (isRequestLine(log)) return requestLineText(log, colors)
      const message = log[messageKey]
      return ['string', 'number', 'boolean'].includes(typeof message) ? String(message) : ''
    },
    // Returning undefined leaves the field out; other lines print it as pino-pretty would.
    customPrettifiers: Object.fromEntries(
      REQUEST_FIELDS.map((field) => [
        field,
        (value: unknown, _key: string, log: LogObject) =>
          isRequestLine(log) ? undefined : JSON.stringify(value, null, 2),
      ]),
    ) as PrettyOptions['customPrettifiers'],
    ...(destination ? { destination } : {}),
  })
