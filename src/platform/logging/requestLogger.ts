import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'
import { pinoHttp } from 'pino-http'

import { env } from '../config/env'

/** A client-sent `X-Request-Id` is kept only when it is this tame (no log injection). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/

/** The id a request is logged and answered with: the caller's `X-Request-Id` if tame, else a UUID. */
export const requestIdFrom = (sent: string | string[] | undefined): string =>
  typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID()

/** A request line's `path`: the URL without its query string (tokens or e-mails travel there). */
export const loggedPathOf = (url: string): string => url.split('?')[0]!.slice(0, 500)

/** A request line's `ms`: milliseconds since `started` (process.hrtime.bigint()), to 0.01. */
export const millisecondsSince = (started: bigint): number =>
  Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100

const ids = new WeakMap<IncomingMessage, string>()

/** The id of a request (from `X-Request-Id` or generated), as logged and echoed back. */
export const requestId = (req: Request): string => ids.get(req) ?? '-'

/**
 * The fields of one request line besides pino's own (`level`, `time`, `msg: "request"`); the
 * names are stable so log tools can index them.
 */
type RequestLogFields = {
  id: string
  method: string
  path: string
  status: number
  ms: number
  bytes?: number
  ip?: string
  /** The response ended before it was complete (client gone, server stopping). */
  aborted?: true
}

/**
 * The logger of request lines: Payload's, without its redaction. A request line holds only the
 * fields above (no header, query string or body), so there is nothing in it to redact, and
 * walking the wildcard paths on every line took about a sixth of a cached read's CPU.
 */
export const accessLoggerOf = (logger: Payload['logger']): Payload['logger'] =>
  logger.child({}, { redact: [] })

/** What is known of a request before its response ends. */
type Pending = { started: bigint; ip?: string; finished: boolean }
const pending = new WeakMap<IncomingMessage, Pending>()

const omitted = (): undefined => undefined

const isAborted = (res: ServerResponse): boolean => !pending.get(res.req)?.finished

/** info, warn for client errors and cut-off responses, error for server errors. */
const levelOf = (res: ServerResponse) =>
  res.statusCode >= 500 ? 'error' : res.statusCode >= 400 || isAborted(res) ? 'warn' : 'info'

const fieldsOf = (req: IncomingMessage, res: ServerResponse): Omit<RequestLogFields, 'id'> => {
  const state = pending.get(req)
  const fields: Omit<RequestLogFields, 'id'> = {
    method: req.method ?? '-',
    // originalUrl keeps the mount path (/api, /cms-api); the query string is cut off.
    path: loggedPathOf((req as Request).originalUrl ?? req.url ?? ''),
    status: res.statusCode,
    ms: state ? millisecondsSince(state.started) : 0,
    ip: state?.ip,
  }
  const length = Number(res.getHeader('content-length'))
  if (Number.isFinite(length)) fields.bytes = length
  if (isAborted(res)) fields.aborted = true
  return fields
}

/**
 * Gives every request an id (`X-Request-Id` when the caller sent a sane one, else a UUID),
 * echoes it in the response's `X-Request-Id`, and logs one line per request when the response
 * ends, through Payload's logger (pino-http), so `LOG_LEVEL` and the pretty/JSON choice apply:
 * `{"level":"info","time":…,"id":…,"method":"GET","path":"/api/projects","status":200,"ms":12.3,
 * "bytes":…,"ip":…,"msg":"request"}`, or `GET /api/projects 200 12 ms` on a terminal.
 *
 * Only the path is logged: never the query string (tokens or e-mails can travel there),
 * headers (Authorization, cookies) or bodies (passwords, SMTP settings).
 * `LOG_REQUESTS=false` turns the lines off (the id header stays).
 */
export const requestLogger = (
  logger: Payload['logger'],
  { enabled = env.LOG_REQUESTS }: { enabled?: boolean } = {},
): RequestHandler => {
  const logRequest = pinoHttp({
    logger: accessLoggerOf(logger),
    genReqId: (req) => ids.get(req)!,
    // The id is the line's only binding; pino-http's req/res objects (headers, query) never are.
    customAttributeKeys: { reqId: 'id' },
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http still binds the raw req to a child logger it keeps for req.log: reduced to
    // nothing here, so no header reaches a line and redaction never walks the request's getters.
    // Payload's own serializers (which cut failed statements' values) stay for everything else.
    wrapSerializers: false,
    serializers: { req: omitted, res: omitted },
    customLogLevel: (_req, res) => levelOf(res),
    customSuccessObject: fieldsOf,
    customErrorObject: fieldsOf,
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  })
  return (req, res, next) => {
    const id = requestIdFrom(req.headers['x-request-id'])
    ids.set(req, id)
    res.setHeader('X-Request-Id', id)
    if (!enabled) return next()
    // The address is read now: once the connection is gone, the socket (and it) may be too.
    const state: Pending = {
      started: process.hrtime.bigint(),
      ip: req.socket?.remoteAddress ? req.ip : undefined,
      finished: false,
    }
    pending.set(req, state)
    // Registered before pino-http's listeners, so the line knows whether the response completed.
    res.once('finish', () => (state.finished = true))
    logRequest(req, res, next)
  }
}
