/** The image formats the media library accepts, identified by their leading bytes. */
export type ImageType = {
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/gif'
  ext: string
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)))

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif`/`avis` as major or compatible brand. */
const isAvif = (bytes: Uint8Array): boolean => {
  if (ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0
  const end = Math.min(boxSize || 0, bytes.length, 64)
  if (end < 16) return false
  for (let offset = 8; offset + 4 <= end; offset += 4) {
    if (offset === 12) continue // minor version, not a brand
    const brand = ascii(bytes, offset, offset + 4)
    if (brand === 'avif' || brand === 'avis') return true
  }
  return false
}

/**
 * The image type a file's content shows (JPEG, PNG, WebP, AVIF or GIF); null for anything else,
 * SVG and HTML included. Sharp's resize then rejects files that merely start like an image.
 */
export const sniffImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', ext: 'png' }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')
    return { mime: 'image/gif', ext: 'gif' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return { mime: 'image/webp', ext: 'webp' }
  if (isAvif(bytes)) return { mime: 'image/avif', ext: 'avif' }
  return null
}

/**
 * A file name safe everywhere (URLs, shells, file systems): the original base name folded to
 * lower-case ASCII letters, digits and single hyphens (at most 80, `fallback` when nothing is
 * left), with the extension of the detected type.
 */
export const safeUploadName = (original: string, ext: string, fallback = 'image'): string => {
  const base = (original.split(/[\\/]/).pop() ?? '').replace(/\.[^.]*$/, '')
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return `${slug || fallback}.${ext}`
}
