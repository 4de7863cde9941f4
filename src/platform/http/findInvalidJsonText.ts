import { isUtf8 } from 'node:buffer'

/** An unpaired UTF-16 surrogate: JSON may spell one (`"\ud800"`), no database text can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** What an invalid byte is replaced with to find its field: a lone surrogate, as a JSON escape. */
const MARKER = Buffer.from('\\udfff')
const BACKSLASH = 0x5c
const LOWER_U = 0x75

/**
 * Length of the valid UTF-8 sequence starting at `index`, or 0 when the byte there does not
 * start one (the ranges of RFC 3629: no overlong forms, no encoded surrogates, nothing above
 * U+10FFFF).
 */
const sequenceLength = (bytes: Uint8Array, index: number): number => {
  const lead = bytes[index]!
  if (lead < 0x80) return 1
  let length: number
  let low = 0x80
  let high = 0xbf
  if (lead >= 0xc2 && lead <= 0xdf) length = 2
  else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3
    if (lead === 0xe0) low = 0xa0
    if (lead === 0xed) high = 0x9f
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4
    if (lead === 0xf0) low = 0x90
    if (lead === 0xf4) high = 0x8f
  } else return 0
  for (let offset = 1; offset < length; offset += 1) {
    const byte = bytes[index + offset]
    if (byte === undefined) return 0
    if (offset === 1 ? byte < low || byte > high : byte < 0x80 || byte > 0xbf) return 0
  }
  return length
}

/** The bytes with every invalid one replaced by `MARKER`, so the parsed JSON shows where it was. */
const markInvalidBytes = (bytes: Uint8Array): Buffer => {
  const parts: Uint8Array[] = []
  let start = 0
  for (let index = 0; index < bytes.length;) {
    const length = sequenceLength(bytes, index)
    if (length) {
      index += length
      continue
    }
    parts.push(bytes.subarray(start, index), MARKER)
    start = index += 1
  }
  parts.push(bytes.subarray(start))
  return Buffer.concat(parts)
}

/** `d` or `D`, then one of `89abcdefABCDEF`: the hex digits that start a surrogate. */
const startsSurrogateHex = (first: number | undefined, second: number | undefined): boolean =>
  (first === 0x64 || first === 0x44) &&
  second !== undefined &&
  ((second >= 0x38 && second <= 0x39) ||
    (second >= 0x61 && second <= 0x66) ||
    (second >= 0x41 && second <= 0x46))

/** Whether the JSON text may spell a surrogate (`\uD800`–`\uDFFF`); a cheap test before parsing. */
const mayEscapeSurrogate = (bytes: Buffer): boolean => {
  for (
    let index = bytes.indexOf(BACKSLASH);
    index !== -1;
    index = bytes.indexOf(BACKSLASH, index + 1)
  ) {
    if (bytes[index + 1] === LOWER_U && startsSurrogateHex(bytes[index + 2], bytes[index + 3]))
      return true
  }
  return false
}

/** A value met in the walk, with how it was reached (for its path) and whether its key is bad. */
type Frame = { value: unknown; key: string | null; parent: Frame | null; badKey: boolean }

const pathOf = (frame: Frame): string => {
  const keys: string[] = []
  for (let current: Frame | null = frame; current?.key != null; current = current.parent) {
    keys.push(current.key)
  }
  return keys.length ? keys.reverse().join('.') : 'body'
}

/**
 * The path (`title`, `stats.projectCount`, `technologies.2`; `body` for the whole) of the first
 * string or key holding an unpaired surrogate, in document order. Walks with its own stack: a
 * body may nest deeper than the call stack reaches.
 */
const findLoneSurrogate = (root: unknown): string | null => {
  const stack: Frame[] = [{ value: root, key: null, parent: null, badKey: false }]
  while (stack.length) {
    const frame = stack.pop()!
    const { value } = frame
    if (frame.badKey || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
      return pathOf(frame)
    }
    if (value === null || typeof value !== 'object') continue
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value)
    // Pushed last to first, so the first entry is looked at first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!
      const badKey = LONE_SURROGATE.test(key)
      stack.push({
        value: item,
        key: badKey ? JSON.stringify(key).slice(1, -1) : key,
        parent: frame,
        badKey,
      })
    }
  }
  return null
}

const parse = (text: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return null
  }
}

/**
 * Where a JSON body holds text no database column can store: invalid UTF-8 bytes or an
 * unpaired surrogate escape, either of which would be saved as U+FFFD (`�`) in its place.
 * Answers the field's path, `body` when the bad text is not inside one field (or the JSON does
 * not parse once the bad bytes are marked), and null for valid text — including a U+FFFD the
 * client really sent. Malformed but valid-UTF-8 JSON is left to the JSON parser (null).
 */
export const findInvalidJsonText = (raw: Uint8Array): string | null => {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)
  if (isUtf8(bytes)) {
    if (!mayEscapeSurrogate(bytes)) return null
    const parsed = parse(bytes.toString('utf8'))
    return parsed ? findLoneSurrogate(parsed.value) : null
  }
  const parsed = parse(markInvalidBytes(bytes).toString('utf8'))
  return (parsed && findLoneSurrogate(parsed.value)) ?? 'body'
}
