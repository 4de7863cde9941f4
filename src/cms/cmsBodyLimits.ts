import type { RequestHandler } from 'express'

/** The multipart framing and the `_payload` JSON field beside the file. */
const MULTIPART_OVERHEAD = 256 * 1024
/** Payload's REST reads JSON bodies whole and unbounded. */
const MAX_CMS_JSON_BYTES = 2 * 1024 * 1024
/** Beyond this a refused body is not worth reading to keep the connection. */
const DRAIN_LIMIT = 20 * 1024 * 1024

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

export const uploadTooLargeMessage = (maxUploadBytes: number) =>
  `The file is too large: uploads may be at most ${megabytes(maxUploadBytes)}.`

/** Before Next.js reads a byte; 411 without `Content-Length`, so chunked bodies cannot dodge it. */
export const cmsBodyLimits =
  ({ maxUploadBytes }: { maxUploadBytes: number }): RequestHandler =>
  (req, res, next) => {
    if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return next()
    const declared = req.get('content-length')
    const refuse = (status: number, message: string) => {
      const length = Number(declared)
      if (!Number.isFinite(length) || length > DRAIN_LIMIT) res.setHeader('Connection', 'close')
      res
        .status(status)
        .set('Cache-Control', 'no-store')
        .json({ errors: [{ message }] })
    }
    if (declared === undefined) {
      if (req.get('transfer-encoding')) {
        return refuse(411, 'Send the request with a Content-Length header.')
      }
      return next()
    }
    const length = Number(declared)
    const multipart = req.is('multipart/form-data') === 'multipart/form-data'
    const cap = multipart ? maxUploadBytes + MULTIPART_OVERHEAD : MAX_CMS_JSON_BYTES
    if (!Number.isFinite(length) || length > cap) {
      return refuse(
        413,
        multipart
          ? uploadTooLargeMessage(maxUploadBytes)
          : `The request body is larger than ${megabytes(MAX_CMS_JSON_BYTES)}.`,
      )
    }
    // An upload Payload cuts off leaves the socket unusable for the next request.
    if (multipart) res.setHeader('Connection', 'close')
    next()
  }
