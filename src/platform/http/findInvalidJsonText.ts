import { isUtf8 } from 'node:buffer'

/** JSON may spell one (`"\ud800"`); no database text can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** Replaces an invalid byte so that the parsed JSON shows its field. */
const MARKER = Buffer.from('\\udfff')
const BACKSLASH = 0x5c
const LOWER_U = 0x75

/** 0 when no valid sequence starts there (RFC 3629: no overlong forms, surrogates, > U+10FFFF). */
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

const startsSurrogateHex = (first: number | undefined, second: number | undefined): boolean =>
  (first === 0x64 || first === 0x44) &&
  second !== undefined &&
  ((second >= 0x38 && second <= 0x39) ||
    (second >= 0x61 && second <= 0x66) ||
    (second >= 0x41 && second <= 0x46))

/** A cheap test before parsing. */
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

type Frame = { value: unknown; key: string | null; parent: Frame | null; badKey: boolean }

const pathOf = (frame: Frame): string => {
  const keys: string[] = []
  for (let current: Frame | null = frame; current?.key != null; current = current.parent) {
    keys.push(current.key)
  }
  return keys.length ? keys.reverse().join('.') : 'body'
}

/** Walks with its own stack: a body may nest deeper than the call stack reaches. */
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
 * The path of a field holding invalid UTF-8 or a lone surrogate (either would be stored as
 * U+FFFD), `body` when in no one field; malformed JSON is left to the parser (null).
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
