/** Every PDF starts with this header (ISO 32000: `%PDF-` and the version, e.g. `%PDF-1.7`). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]

/**
 * Whether a file's content (not its name or declared type) is a PDF: its first bytes are the
 * `%PDF-` header. A PNG, an HTML page or a text file renamed `.pdf` is not.
 */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte)

/**
 * A safe file name for a stored PDF: the original base name folded to lower-case ASCII letters,
 * digits and single hyphens (at most 80 characters, `document` when nothing is left), `.pdf`.
 */
export const safePdfName = (original: string): string => {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '')
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return `${slug || 'document'}.pdf`
}
