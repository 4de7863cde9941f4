import type { IncomingMessage, ServerResponse } from 'node:http'

import type { RequestHandler } from 'express'
import type { Payload } from 'payload'

import { acceptEvent } from '../api/audience/acceptEvent'
import { toApiError } from '../api/errors/toApiError'
import { errorEnvelope } from '../api/errors/sendApiError'
import { malformedJsonError, parseJsonBytes } from '../api/request/parseJsonBody'
import { loggedPathOf, millisecondsSince, requestIdFrom } from '../platform/logging/requestLogger'
import { EVENTS_GROUP, recordRequest } from '../platform/metrics/requestMetrics'
import { type FastPath, replayableHeaders } from '../platform/publicReads/publicReads'

export const EVENTS_PATH = '/api/events'
/** A longer body goes to the chain (its limit is 100 kB). */
const MAX_FAST_BODY = 4096
const NOT_REPLAYED = new Set([
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
])
const MAX_VARIANTS = 100

const isJson = (type: string | undefined): boolean =>
  /^application\/json\s*(;\s*charset=("?)utf-8\2\s*)?$/i.test(type ?? '')

/** No cookie: the owner's session is the chain's to recognise. */
const eligible = (req: IncomingMessage): boolean => {
  const { headers } = req
  const length = Number(headers['content-length'])
  return (
    req.method === 'POST' &&
    req.url === EVENTS_PATH &&
    headers.cookie === undefined &&
    headers['transfer-encoding'] === undefined &&
    Number.isInteger(length) &&
    length > 0 &&
    length <= MAX_FAST_BODY &&
    isJson(headers['content-type'])
  )
}

/**
 * The beacon straight from `node:http`: the Express chain cost more than the event (ADR 0034).
 * The first beacon of each `Origin` takes the chain and its 202's headers are learned (ADR 0027).
 */
export const fastEvents = ({
  payload,
  logger,
  logRequests,
  usable,
  clientAddress,
}: {
  payload: Payload
  logger: Payload['logger']
  logRequests: boolean
  /** False while the server stops. */
  usable: () => boolean
  /** As Express works it out (`trust proxy`). */
  clientAddress: (req: IncomingMessage) => string | undefined
}) => {
  const learned = new Map<string, string[]>()

  const learn: RequestHandler = (req, res, next) => {
    // The metrics count beacons where they are answered (a listener per beacon cost ~10%).
    const began = performance.now()
    res.once('finish', () => recordRequest(EVENTS_GROUP, res.statusCode, performance.now() - began))
    if (!eligible(req)) return next()
    const variant = req.headers.origin ?? ''
    res.once('finish', () => {
      if (res.statusCode !== 202) return
      learned.set(variant, replayableHeaders(res.getHeaders(), NOT_REPLAYED))
      if (learned.size > MAX_VARIANTS) learned.delete(learned.keys().next().value!)
    })
    next()
  }

  const respond = (
    req: IncomingMessage,
    res: ServerResponse,
    headers: string[],
    started: bigint,
    began: number,
    error?: unknown,
  ) => {
    const id = requestIdFrom(req.headers['x-request-id'])
    let status = 202
    if (error === undefined) {
      res.writeHead(202, [...headers, 'x-request-id', id])
      res.end()
    } else {
      const apiError = toApiError(error)
      status = apiError.status
      const body = JSON.stringify(errorEnvelope(apiError))
      res.writeHead(status, [
        ...headers,
        'content-type',
        'application/json; charset=utf-8',
        'content-length',
        String(Buffer.byteLength(body)),
        ...(apiError.retryAfterSeconds === undefined
          ? []
          : ['retry-after', String(apiError.retryAfterSeconds)]),
        'x-request-id',
        id,
      ])
      res.end(body)
    }
    recordRequest(EVENTS_GROUP, status, performance.now() - began)
    if (logRequests)
      logger.info(
        {
          id,
          method: 'POST',
          path: loggedPathOf(req.url!),
          status,
          ms: millisecondsSince(started),
          ip: clientAddress(req),
        },
        'request',
      )
  }

  const answer: FastPath = (req, res) => {
    if (!eligible(req) || !usable()) return false
    const headers = learned.get(req.headers.origin ?? '')
    if (!headers) return false
    const started = logRequests ? process.hrtime.bigint() : 0n
    const began = performance.now()
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_FAST_BODY) chunks.push(chunk)
    })
    req.on('end', () => {
      let error: unknown
      try {
        if (size > MAX_FAST_BODY) throw malformedJsonError()
        const body = parseJsonBytes(Buffer.concat(chunks))
        acceptEvent(payload, { ip: clientAddress(req) ?? '', headers: req.headers }, body)
      } catch (caught) {
        error = caught
      }
      respond(req, res, headers, started, began, error)
    })
    return true
  }

  return { learn, answer }
}
