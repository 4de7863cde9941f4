/** What a reply is made from: the inquiry as the visitor sent it. */
export type InquiryToAnswer = {
  name?: string | null
  email?: string | null
  subject?: string | null
  message?: string | null
}

/** RFC 6068: a mailto body breaks lines with CRLF. */
const CRLF = '\r\n'

/** Percent-encodes a header value or body for a mailto URL (spaces as %20, never `+`). */
const encode = (value: string): string => encodeURIComponent(value)

/** A reply's `mailto:` URL, quoting the message; null without an address. */
export const inquiryReplyMailto = ({ name, email, subject, message }: InquiryToAnswer) => {
  const address = email?.trim()
  if (!address) return null
  const replySubject = `Re: ${subject?.trim() || 'Your message'}`
  const quoted = (message ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join(CRLF)
  const greeting = name?.trim() ? `Hi ${name.trim()},` : 'Hello,'
  const body = [greeting, '', '', '', `${name?.trim() || address} wrote:`, quoted].join(CRLF)
  // `@` stays readable: some mail clients do not decode a percent-encoded address.
  const to = encode(address).replace(/%40/g, '@')
  return `mailto:${to}?subject=${encode(replySubject)}&body=${encode(body)}`
}
