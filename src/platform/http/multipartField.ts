const HEADER_END = Buffer.from('\r\n\r\n')

const fieldName = (headers: string): string | null => {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1]
  if (!disposition || /;\s*filename\*?=/i.test(disposition)) return null
  const match = /;\s*name=(?:"([^"]*)"|([^;\s]+))/i.exec(disposition)
  return match ? (match[1] ?? match[2]!) : null
}

/** Undecoded, to check them as sent (the admin saves JSON in `_payload`); bad parts are skipped. */
export const multipartField = (body: Buffer, boundary: string, name: string): Buffer[] => {
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  const values: Buffer[] = []
  // The first delimiter may open the body without the CRLF that precedes the others.
  const opening = delimiter.subarray(2)
  let cursor: number
  if (body.subarray(0, opening.length).equals(opening)) cursor = opening.length
  else {
    const first = body.indexOf(delimiter)
    if (first === -1) return values
    cursor = first + delimiter.length
  }
  while (cursor < body.length && body[cursor] !== 0x2d /* "--": the closing delimiter */) {
    const headersEnd = body.indexOf(HEADER_END, cursor)
    if (headersEnd === -1) break
    const contentStart = headersEnd + HEADER_END.length
    const next = body.indexOf(delimiter, contentStart)
    if (next === -1) break
    if (fieldName(body.subarray(cursor, headersEnd).toString('latin1')) === name) {
      values.push(body.subarray(contentStart, next))
    }
    cursor = next + delimiter.length
  }
  return values
}

export const multipartBoundary = (contentType: string | undefined): string | null => {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  return match ? (match[1] ?? match[2]!) : null
}
