import type { AddressInfo } from 'node:net'
import { request as httpRequest } from 'node:http'
import { Writable } from 'node:stream'

import express from 'express'
import type { Payload } from 'payload'
import { pinoHttp } from 'pino-http'
import { afterEach, describe, expect, it } from 'vitest'

import { payloadLoggerConfig } from './payloadLoggerConfig'
import { prettyLogDestination } from './prettyLogDestination'
import { requestId, requestLogger } from './requestLogger'

/** Collects what a logger writes, line by line. */
const memoryStream = () => {
  let text = ''
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString()
      done()
    },
  })
  return { stream, lines: () => text.split('\n').filter(Boolean) }
}

// Always the options form (Payload also takes 'sync' or a logger instance there).
const loggerOptions = (payloadLoggerConfig() as { options: object }).options

/** Payload's logger (src/platform/logging/payloadLoggerConfig.ts: redaction included) writing to `stream`. */
const payloadLikeLogger = (stream: NodeJS.WritableStream, level = 'info') =>
  // Made by pino-http (declared) rather than by importing pino (Payload's dependency); without
  // pino-http's own req/res serializers, which Payload's logger does not have.
  pinoHttp({ ...loggerOptions, level, wrapSerializers: false }, stream as never)
    .logger as unknown as Payload['logger']

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((server) => server.close()))

/** An express app with the request logger in front of a few routes, listening on a free port. */
const startApp = async (logger: Payload['logger'], options?: { enabled?: boolean }) => {
  const app = express()
  app.use(requestLogger(logger, options))
  app.get('/ok', (req, res) => res.json({ id: requestId(req) }))
  app.get('/missing', (_req, res) => res.status(404).json({ error: 'not found' }))
  app.get('/broken', (_req, res) => res.status(500).send('Internal server error'))
  // Starts an answer and never finishes it: the client gives up.
  app.get('/slow', (_req, res) => res.status(200).write('partial'))
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

describe('requestLogger', () => {
  it('logs one JSON line per request through the given logger, with the stable fields', async () => {
    const out = memoryStream()
    const base = await startApp(payloadLikeLogger(out.stream))
    const res = await fetch(`${base}/ok?token=secret-in-query&email=a@b.c`, {
      headers: {
        'x-request-id': 'abc-123',
        authorization: 'Bearer header-secret',
        cookie: 'c=cookie-secret',
      },
    })
    expect(res.headers.get('x-request-id')).toBe('abc-123')
    expect(await res.json()).toEqual({ id: 'abc-123' })
    await settle()
    const [line, ...rest] = parsed(out.lines())
    expect(rest).toEqual([])
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      id: 'abc-123',
      method: 'GET',
      path: '/ok',
      status: 200,
      bytes: Number(res.headers.get('content-length')),
    })
    expect(typeof line!.ms).toBe('number')
    expect(typeof line!.time).toBe('string')
    expect(line!.ip).toMatch(/127\.0\.0\.1/)
    // Nothing but the path: no query string, headers, bodies or pino-http's req/res objects.
    expect(Object.keys(line!).sort()).toEqual(
      [
        'bytes',
        'id',
        'ip',
        'level',
        'method',
        'ms',
        'msg',
        'name',
        'path',
        'status',
        'time',
      ].sort(),
    )
    expect(out.lines().join('\n')).not.toMatch(/secret|a@b\.c/)
  })

  it('replaces a missing or unsafe X-Request-Id with a UUID', async () => {
    const out = memoryStream()
    const base = await startApp(payloadLikeLogger(out.stream))
    const unsafe = await fetch(`${base}/ok`, {
      headers: { 'x-request-id': 'evil\tid {"level":"x"}' },
    })
    const none = await fetch(`${base}/ok`)
    await settle()
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
    expect(unsafe.headers.get('x-request-id')).toMatch(uuid)
    expect(none.headers.get('x-request-id')).toMatch(uuid)
    expect(parsed(out.lines()).map((line) => line.id)).toEqual([
      unsafe.headers.get('x-request-id'),
      none.headers.get('x-request-id'),
    ])
  })

  it('logs client errors as warn, server errors as error, and a cut-off response as aborted', async () => {
    const out = memoryStream()
    const base = await startApp(payloadLikeLogger(out.stream))
    await fetch(`${base}/missing`)
    await fetch(`${base}/broken`)
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${base}/slow`, (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
      req.end()
    })
    await settle()
    expect(
      parsed(out.lines()).map(({ path, status, level, aborted }) => ({
        path,
        status,
        level,
        aborted,
      })),
    ).toEqual([
      { path: '/missing', status: 404, level: 'warn', aborted: undefined },
      { path: '/broken', status: 500, level: 'error', aborted: undefined },
      { path: '/slow', status: 200, level: 'warn', aborted: true },
    ])
  })

  it("follows the logger's level, and writes nothing with LOG_REQUESTS off (the id header stays)", async () => {
    const quiet = memoryStream()
    const warnOnly = await startApp(payloadLikeLogger(quiet.stream, 'warn'))
    await fetch(`${warnOnly}/ok`)
    await fetch(`${warnOnly}/missing`)
    const off = memoryStream()
    const disabled = await startApp(payloadLikeLogger(off.stream), { enabled: false })
    const res = await fetch(`${disabled}/ok`, { headers: { 'x-request-id': 'kept-1' } })
    await settle()
    expect(parsed(quiet.lines()).map((line) => line.path)).toEqual(['/missing'])
    expect(res.headers.get('x-request-id')).toBe('kept-1')
    expect(off.lines()).toEqual([])
  })

  it('reads as one short line on a terminal: GET /path status ms', async () => {
    const out = memoryStream()
    const base = await startApp(payloadLikeLogger(prettyLogDestination(out.stream)))
    await fetch(`${base}/ok?token=secret-in-query`, { headers: { 'x-request-id': 'pretty-1' } })
    await fetch(`${base}/missing`)
    await settle()
    // eslint-disable-next-line no-control-regex -- the ANSI colour codes are what is stripped
    const lines = out.lines().map((line) => line.replace(/\x1b\[[0-9;]*m/g, ''))
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/ok 200 \d+(\.\d)? ms$/)
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: GET \/missing 404 \d+(\.\d)? ms$/)
  })
})
