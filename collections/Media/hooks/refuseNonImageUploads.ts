import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { safeUploadName, sniffImageType } from '../sniffImageType'

const UNSUPPORTED_MESSAGE =
  'Only JPEG, PNG, WebP, AVIF or GIF images can be uploaded (the file content decides, not its name).'

/**
 * Media uploads must be JPEG, PNG, WebP, AVIF or GIF by content: the first bytes decide, not
 * the file name or the declared type, so an HTML, SVG or XML file named `photo.png` is refused
 * (415 Unsupported Media Type, saying what is accepted) before anything is written to disk.
 * An accepted file gets a safe name with the extension of its real type, and its real MIME type.
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
