import { safeUploadName } from '../Media/sniffImageType'

/** Every PDF starts with this header (ISO 32000: `%PDF-` and the version, e.g. `%PDF-1.7`). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]

/**
 * Whether a file's content (not its name or declared type) is a PDF: its first bytes are the
 * `%PDF-` header. A PNG, an HTML page or a text file renamed `.pdf` is not.
 */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte)

/** A safe file name for a stored PDF (`document.pdf` when nothing of the original is left). */
export const safePdfName = (original: string): string => safeUploadName(original, 'pdf', 'document')
