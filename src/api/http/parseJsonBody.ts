import express, { type ErrorRequestHandler, type RequestHandler } from 'express'

import { ApiError } from '../apiError'

/** Largest JSON body the contract accepts; a project with a long description fits easily. */
export const MAX_JSON_BODY = '100kb'

const parser = express.json({ limit: MAX_JSON_BODY, strict: true })

/** body-parser marks its failures with `type`; translate them to the contract's envelope. */
const toContractError: ErrorRequestHandler = (error, _req, _res, next) => {
  const type = (error as { type?: string }).type
  if (type === 'entity.parse.failed') {
    return next(new ApiError(400, 'malformed_json', 'The request body is not valid JSON.'))
  }
  if (type === 'entity.too.large') {
    return next(
      new ApiError(413, 'payload_too_large', `The request body is larger than ${MAX_JSON_BODY}.`),
    )
  }
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') {
    return next(new ApiError(400, 'unsupported_encoding', 'Send the JSON body as UTF-8.'))
  }
  next(error)
}

/**
 * Parses `application/json` bodies with a size limit. Malformed JSON answers 400 and an
 * oversized body 413, both in the error envelope (body-parser's default is an HTML page).
 */
export const parseJsonBody = (): (RequestHandler | ErrorRequestHandler)[] => [
  parser,
  toContractError,
]
