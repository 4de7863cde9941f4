/** A received message as a person would read it: decoded headers and the plain-text body. */
export type ReadMail = {
  envelope: { from: string; to: string[] }
  /** Lower-cased header names, values unfolded and decoded (RFC 2047). */
  headers: Record<string, string>
  subject: string
  /** The text/plain part, transfer encoding undone. */
  text: string
  raw: string
}

const decodeQuotedPrintable = (value: string): string => {
  const bytes: number[] = []
  const input = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3)
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(input[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

const decodeBody = (body: string, encoding = ''): string => {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    default:
      return body
  }
}

/** `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` words in a header value. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, text: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )

const splitMessage = (raw: string): { headers: Record<string, string>; body: string } => {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** The first text/plain part of a (possibly multipart) message. */
const plainText = (headers: Record<string, string>, body: string): string => {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      const inner = splitMessage(part.replace(/^\r?\n/, ''))
      const text = plainText(inner.headers, inner.body)
      if (text) return text
    }
    return ''
  }
  if (!/^text\/plain/i.test(type)) return ''
  return decodeBody(body, headers['content-transfer-encoding']).replace(/\r\n/g, '\n')
}

/** Decodes a raw RFC 5322 message the way a mail client shows it. */
export const readMail = (raw: string, envelope: ReadMail['envelope']): ReadMail => {
  const { headers, body } = splitMessage(raw)
  return { envelope, headers, subject: headers.subject ?? '', text: plainText(headers, body), raw }
}
