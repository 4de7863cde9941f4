import { METHODS } from 'node:http'

import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express'

import { findInvalidJsonText } from '../../platform/http/findInvalidJsonText'
import { hasRequestBody } from '../../platform/http/hasRequestBody'
import { ApiError } from '../errors/apiError'

/** Largest JSON body the contract accepts; a project with a long description fits easily. */
export const MAX_JSON_BODY = '100kb'

/** Thrown from `verify`; body-parser keeps the `type`, `toContractError` turns it into a 400. */
class InvalidTextError extends Error {
  readonly type = 'entity.text.invalid'
  constructor(readonly field: string) {
    super(`Invalid text in ${field}`)
  }
}

/**
 * Sees the raw bytes before they are decoded: JSON is UTF-8 only (RFC 8259), and invalid bytes
 * or an unpaired surrogate escape would otherwise reach the database as U+FFFD.
 */
const verify = (_req: unknown, _res: unknown, raw: Buffer, encoding: string) => {
  if (encoding.toLowerCase().replace('-', '') !== 'utf8') {
    throw Object.assign(new Error('Not UTF-8'), { type: 'charset.unsupported' })
  }
  const field = findInvalidJsonText(raw)
  if (field !== null) throw new InvalidTextError(field)
}

const jsonParser = (limit: string) => express.json({ limit, strict: true, verify })

/** The 400 for a body whose `field` holds invalid UTF-8 or an unpaired surrogate. */
const invalidTextError = (field: string): ApiError =>
  new ApiError(
    400,
    'validation_error',
    `The request body holds invalid text in ${field}: send UTF-8 without unpaired surrogates (\\ud800–\\udfff).`,
    {
      [field]:
        'Not valid text: invalid UTF-8 bytes or an unpaired surrogate, which would be stored as �.',
    },
  )

/** The 400 for a body that is not JSON. */
export const malformedJsonError = (): ApiError =>
  new ApiError(400, 'malformed_json', 'The request body is not valid JSON.')

/** Raw UTF-8 bytes read outside Express (the events fast path) checked and parsed as this parser does. */
export const parseJsonBytes = (raw: Buffer): unknown => {
  const field = findInvalidJsonText(raw)
  if (field !== null) throw invalidTextError(field)
  const text = raw.toString('utf8')
  // Strict: only an object or a list is a JSON body.
  if (!/^[\s]*[{[]/.test(text)) throw malformedJsonError()
  try {
    return JSON.parse(text)
  } catch {
    throw malformedJsonError()
  }
}

/** body-parser marks its failures with `type`; translate them to the contract's envelope. */
const toContractError =
  (limitOf: (path: string) => string): ErrorRequestHandler =>
  (error, req, _res, next) => {
    const type = (error as { type?: string }).type
    if (error instanceof InvalidTextError) return next(invalidTextError(error.field))
    if (type === 'entity.parse.failed') return next(malformedJsonError())
    if (type === 'entity.too.large') {
      return next(
        new ApiError(
          413,
          'payload_too_large',
          `The request body is larger than ${limitOf(req.path)}.`,
        ),
      )
    }
    if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
      return next(new ApiError(400, 'unsupported_encoding', 'Send the JSON body as UTF-8.'))
    }
    next(error)
  }

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** GET and HEAD take no body (the document gives them no 413): the router skips them unseen. */
const BODY_METHODS = METHODS.filter((method) => method !== 'GET' && method !== 'HEAD')

/**
 * Parses `application/json` bodies with a size limit (`MAX_JSON_BODY`, or a route's own), in the
 * error envelope: 400 for a write whose body is of another type (the parser would skip it and
 * the route act as if none was sent), malformed JSON, a charset other than UTF-8 or invalid text
 * (the field is named); 413 for an oversized body.
 */
export const parseJsonBody = (
  /** Paths (below /api) whose calls take larger bodies, and their limit (e.g. `1mb`). */
  larger: Readonly<Record<string, string>> = {},
): Router => {
  const standard = jsonParser(MAX_JSON_BODY)
  const parsers = new Map(Object.entries(larger).map(([path, limit]) => [path, jsonParser(limit)]))
  const limitOf = (path: string) => (parsers.has(path) ? larger[path]! : MAX_JSON_BODY)
  const parse: RequestHandler = (req, res, next) => {
    if (WRITES.has(req.method) && hasRequestBody(req) && !req.is('application/json'))
      return next(
        new ApiError(
          400,
          'validation_error',
          'The request body must be JSON, sent with Content-Type: application/json.',
          { body: 'Send a JSON object with Content-Type: application/json.' },
        ),
      )
    return (parsers.get(req.path) ?? standard)(req, res, next)
  }
  const router = express.Router()
  const everyPath = router.route('/{*path}')
  for (const method of BODY_METHODS)
    everyPath[method.toLowerCase() as 'post'](parse, toContractError(limitOf))
  return router
}
