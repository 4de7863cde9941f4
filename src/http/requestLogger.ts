import { randomUUID } from 'node:crypto'

import type { Request, RequestHandler } from 'express'

/** A client-sent `X-Request-Id` is kept only when it is this tame (no log injection). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/

const ids = new WeakMap<Request, string>()

/** The id of a request (from `X-Request-Id` or generated), as logged and echoed back. */
export const requestId = (req: Request): string => ids.get(req) ?? '-'

/** One request log line; field names are stable so log tools can index them. */
export type RequestLogLine = {
  time: string
  level: 'info' | 'warn' | 'error'
  msg: 'request'
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
 * Gives every request an id (`X-Request-Id` when the caller sent a sane one, else a UUID),
 * echoes it in the response's `X-Request-Id`, and writes one JSON line per request when the
 * response ends: id, method, path, status, milliseconds, bytes, client IP.
 *
 * Only the path is logged: never the query string (tokens or e-mails can travel there),
 * headers (Authorization, cookies) or bodies (passwords, SMTP settings).
 * `LOG_REQUESTS=0` turns the lines off (the id header stays).
 */
export const requestLogger = (
  write: (line: string) => void = (line) => process.stdout.write(line),
): RequestHandler => {
  const enabled = process.env.LOG_REQUESTS !== '0'
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const sent = req.get('x-request-id')
    const id = sent && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID()
    ids.set(req, id)
    res.setHeader('X-Request-Id', id)
    if (!enabled) return next()
    // Read now: once the connection is gone, the socket (and so the address) may be too.
    const ip = req.socket?.remoteAddress ? req.ip : undefined

    let logged = false
    const log = (aborted: boolean) => {
      if (logged) return
      logged = true
      const status = res.statusCode
      const line: RequestLogLine = {
        time: new Date().toISOString(),
        level: status >= 500 ? 'error' : status >= 400 || aborted ? 'warn' : 'info',
        msg: 'request',
        id,
        method: req.method,
        // originalUrl keeps the mount path (/api, /cms-api); the query string is cut off.
        path: req.originalUrl.split('?')[0]!.slice(0, 500),
        status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        ip,
      }
      const length = Number(res.getHeader('content-length'))
      if (Number.isFinite(length)) line.bytes = length
      if (aborted) line.aborted = true
      write(JSON.stringify(line) + '\n')
    }
    res.once('finish', () => log(false))
    res.once('close', () => log(!res.writableFinished))
    next()
  }
}
