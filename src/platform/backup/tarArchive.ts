import type { Readable, Writable } from 'node:stream'

// A minimal ustar + PAX tar of regular files, readable by any `tar`: no links, no modes but 0644.

const BLOCK = 512
const encoder = new TextEncoder()

const octal = (value: number, width: number): string =>
  value.toString(8).padStart(width - 1, '0') + '\0'

const writeString = (header: Buffer, text: string, offset: number, width: number) => {
  header.write(text, offset, Math.min(width, Buffer.byteLength(text)), 'utf8')
}

const headerBlock = (name: string, size: number, mtime: number, type: '0' | 'x'): Buffer => {
  const header = Buffer.alloc(BLOCK)
  writeString(header, name, 0, 100)
  writeString(header, octal(0o644, 8), 100, 8)
  writeString(header, octal(0, 8), 108, 8)
  writeString(header, octal(0, 8), 116, 8)
  writeString(header, octal(size, 12), 124, 12)
  writeString(header, octal(Math.floor(mtime / 1000), 12), 136, 12)
  header.fill(' ', 148, 156) // checksum counts as spaces while it is computed
  writeString(header, type, 156, 1)
  writeString(header, 'ustar\0', 257, 6)
  writeString(header, '00', 263, 2)
  let sum = 0
  for (const byte of header) sum += byte
  writeString(header, sum.toString(8).padStart(6, '0') + '\0 ', 148, 8)
  return header
}

const padding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK)

/** A PAX record `"<len> path=<name>\n"` where <len> counts the whole record. */
const paxRecord = (key: string, value: string): Buffer => {
  const body = ` ${key}=${value}\n`
  const base = Buffer.byteLength(body)
  let length = base + 1
  while (length !== base + String(length).length) length = base + String(length).length
  return Buffer.from(`${length}${body}`)
}

const write = (out: Writable, chunk: Buffer): Promise<void> =>
  new Promise((resolve, reject) => {
    out.write(chunk, (error) => (error ? reject(error) : resolve()))
  })

export const createTarWriter = (out: Writable) => ({
  async addFile(name: string, data: Buffer | string, mtime = Date.now()): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data
    // ASCII names up to 100 bytes fit the header; anything else travels in a PAX header.
    if (encoder.encode(name).length > 100 || /[^\x20-\x7e]/.test(name)) {
      const pax = paxRecord('path', name)
      await write(out, headerBlock('PaxHeader', pax.length, mtime, 'x'))
      await write(out, Buffer.concat([pax, padding(pax.length)]))
    }
    await write(out, headerBlock(name.slice(0, 100), bytes.length, mtime, '0'))
    await write(out, bytes)
    await write(out, padding(bytes.length))
  },
  async finish(): Promise<void> {
    await write(out, Buffer.alloc(BLOCK * 2))
  },
})

export type TarEntry = { name: string; data: Buffer }

const readField = (header: Buffer, offset: number, width: number): string =>
  header
    .subarray(offset, offset + width)
    .toString('utf8')
    .replace(/\0.*$/s, '')

const parsePax = (data: Buffer): Record<string, string> => {
  const records: Record<string, string> = {}
  let offset = 0
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset)
    if (space < 0) break
    const length = Number(data.subarray(offset, space).toString())
    if (!Number.isInteger(length) || length <= 0) break
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8')
    const equals = record.indexOf('=')
    if (equals > 0) records[record.slice(0, equals)] = record.slice(equals + 1)
    offset += length
  }
  return records
}

export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  let buffer: Buffer = Buffer.alloc(0)
  let paxPath: string | undefined
  const chunks = input[Symbol.asyncIterator]()
  let ended = false
  /** Joins once, not per chunk; false at end of stream. */
  const need = async (size: number): Promise<boolean> => {
    if (buffer.length >= size) return true
    const pending: Buffer[] = [buffer]
    let length = buffer.length
    while (length < size && !ended) {
      const next = await chunks.next()
      if (next.done) ended = true
      else {
        pending.push(next.value as Buffer)
        length += (next.value as Buffer).length
      }
    }
    buffer = Buffer.concat(pending, length)
    return buffer.length >= size
  }
  while (await need(BLOCK)) {
    const header = buffer.subarray(0, BLOCK)
    if (header.every((byte) => byte === 0)) return
    const size = Number.parseInt(readField(header, 124, 12).trim() || '0', 8)
    const type = readField(header, 156, 1) || '0'
    const prefix = readField(header, 345, 155)
    const name =
      paxPath ?? (prefix ? `${prefix}/${readField(header, 0, 100)}` : readField(header, 0, 100))
    const total = BLOCK + size + ((BLOCK - (size % BLOCK)) % BLOCK)
    if (!(await need(total))) throw new Error(`Archive truncated inside "${name}"`)
    const data = Buffer.from(buffer.subarray(BLOCK, BLOCK + size))
    buffer = buffer.subarray(total)
    if (type === 'x') {
      paxPath = parsePax(data).path
      continue
    }
    paxPath = undefined
    if (type === '0') yield { name, data }
  }
}
