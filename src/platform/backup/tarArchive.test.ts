import { PassThrough } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { createTarWriter, readTar, type TarEntry } from './tarArchive'

const roundTrip = async (files: TarEntry[]): Promise<TarEntry[]> => {
  const stream = new PassThrough()
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  const tar = createTarWriter(stream)
  for (const file of files) await tar.addFile(file.name, file.data)
  await tar.finish()
  stream.end()
  const archive = Buffer.concat(chunks)
  expect(archive.length % 512).toBe(0)
  const input = new PassThrough()
  // Feed it in odd-sized pieces, as a gunzip stream would.
  for (let offset = 0; offset < archive.length; offset += 777)
    input.write(archive.subarray(offset, offset + 777))
  input.end()
  const read: TarEntry[] = []
  for await (const entry of readTar(input)) read.push(entry)
  return read
}

describe('tar archive', () => {
  it('round-trips files of any size, long and non-ASCII names, empty files', async () => {
    const files: TarEntry[] = [
      { name: 'manifest.json', data: Buffer.from('{"a":1}\n') },
      { name: 'db/empty.jsonl', data: Buffer.alloc(0) },
      { name: 'media/exactly-512.bin', data: Buffer.alloc(512, 7) },
      { name: `media/${'long-name-'.repeat(15)}.webp`, data: Buffer.alloc(70_000, 3) },
      { name: 'media/名前-ünï.png', data: Buffer.from([1, 2, 3]) },
    ]
    const read = await roundTrip(files)
    expect(read.map((entry) => entry.name)).toEqual(files.map((file) => file.name))
    read.forEach((entry, index) => expect(entry.data.equals(files[index]!.data)).toBe(true))
  })
})
