import type { RequestHandler, Response } from 'express'

import { bufferRequestBody } from '../../platform/http/bufferRequestBody'
import { findInvalidJsonText } from '../../platform/http/findInvalidJsonText'
import { hasRequestBody } from '../../platform/http/hasRequestBody'
import { multipartBoundary, multipartField } from '../../platform/http/multipartField'
import { CACHING } from '../../platform/http/cachePolicies'

/** The writes Payload reads a body for (`addDataAndFileToRequest`). */
const WRITES = new Set(['POST', 'PUT', 'PATCH'])

/** Payload's own error shape for one invalid field, which its admin shows beside the field. */
const refuse = (res: Response, path: string) => {
  res
    .status(400)
    .set('Cache-Control', CACHING.noStore)
    .json({
      errors: [
        {
          name: 'ValidationError',
          message: `The following field is invalid: ${path}`,
          data: {
            errors: [
              {
                path,
                message:
                  'Not valid text: it holds invalid UTF-8 bytes or an unpaired surrogate (\\ud800–\\udfff), which would be stored as �.',
              },
            ],
          },
        },
      ],
    })
}

/**
 * Refuses JSON writes to Payload's REST (`/cms-api`) whose text is invalid UTF-8 or holds an
 * unpaired surrogate escape: Payload would decode and store each as U+FFFD. Payload parses the
 * body itself, inside Next, from the request stream, so the raw bytes are read here and put back
 * unchanged for it: an `application/json` body, or the `_payload` JSON field of a multipart
 * save (how the admin saves a document). Runs after `cmsBodyLimits`, which bounds the size.
 * Compressed bodies are left alone: Payload cannot parse them either.
 */
export const refuseInvalidCmsText: RequestHandler = async (req, res, next) => {
  const type =
    WRITES.has(req.method) &&
    hasRequestBody(req) &&
    req.is(['application/json', 'multipart/form-data'])
  const encoding = req.get('content-encoding')
  if (!type || (encoding && encoding.toLowerCase() !== 'identity')) return next()
  const boundary =
    type === 'multipart/form-data' ? multipartBoundary(req.get('content-type')) : null
  if (type === 'multipart/form-data' && !boundary) return next()

  let body: Buffer
  try {
    body = await bufferRequestBody(req)
  } catch {
    // The client went away mid-body: there is no one left to answer.
    return
  }
  const texts = boundary ? multipartField(body, boundary, '_payload') : [body]
  for (const text of texts) {
    const path = findInvalidJsonText(text)
    if (path !== null) return refuse(res, path)
  }
  next()
}
