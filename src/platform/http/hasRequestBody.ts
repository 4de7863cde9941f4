import type { Request } from 'express'

/** type-is's `hasBody` counts `Content-Length: 0`, which browsers send for a body-less PATCH. */
export const hasRequestBody = (req: Request): boolean => {
  const length = req.get('content-length')
  if (length !== undefined) return Number(length) > 0
  return req.get('transfer-encoding') !== undefined
}
