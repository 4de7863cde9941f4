/** A content coding the server can send: brotli, gzip or none. */
export type ContentCoding = 'br' | 'gzip' | 'identity'

/**
 * The best coding an `Accept-Encoding` header allows: br, then gzip, else identity. A coding
 * with `q=0` is refused; `*` stands for any coding not named.
 */
export const negotiateCoding = (acceptEncoding: string | undefined): ContentCoding => {
  if (!acceptEncoding) return 'identity'
  const quality = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return 'identity'
}
