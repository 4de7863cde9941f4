import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { safeUploadName, sniffImageType } from '../sniffImageType'

const UNSUPPORTED_MESSAGE =
  'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded (the file content decides, not its name).'

/**
 * Media uploads must be images by content, not by name or declared type: an HTML or SVG file named
 * `photo.png` is refused (415) before anything is written. An accepted one gets its real type.
 */
export const refuseNonImageUploads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const file = req.file
  const detected = file.data?.length ? sniffImageType(file.data) : null
  if (!detected) {
    throw new APIError(UNSUPPORTED_MESSAGE, 415, null, true)
  }
  file.mimetype = detected.mime
  file.name = safeUploadName(file.name, detected.ext)
  return args
}
