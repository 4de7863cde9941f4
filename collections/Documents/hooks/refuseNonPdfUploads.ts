import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { uploadTooLargeMessage } from '../../../src/cms/cmsBodyLimits'
import { isPdf, safePdfName } from '../sniffPdf'

/** The largest document accepted (bytes); Payload's own upload limit is the same 5 MB. */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024

const NOT_A_PDF_MESSAGE =
  'Only PDF files can be uploaded here (the file content decides, not its name).'

/**
 * Documents must be PDFs by content (the `%PDF-` header), not by name or declared type: anything
 * else is refused (415) before it is written, as is a file above the size cap (413).
 */
export const refuseNonPdfUploads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const file = req.file
  if ((file.size ?? file.data?.length ?? 0) > MAX_DOCUMENT_BYTES) {
    throw new APIError(uploadTooLargeMessage(MAX_DOCUMENT_BYTES), 413, null, true)
  }
  if (!file.data?.length || !isPdf(file.data)) {
    throw new APIError(NOT_A_PDF_MESSAGE, 415, null, true)
  }
  file.mimetype = 'application/pdf'
  file.name = safePdfName(file.name)
  return args
}
