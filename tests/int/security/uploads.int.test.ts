import { existsSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, baseURL, mediaDir } from '../fileServer'

/** The cap set in payload.config.ts (not imported: that would load the whole Payload config). */
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
const base = () => baseURL
let token: string
const created: number[] = []

const listMedia = (): string[] =>
  existsSync(mediaDir) ? readdirSync(mediaDir, { recursive: true }).map(String).sort() : []

/** Uploads one file to Payload's media collection (the admin's upload path). */
const upload = async (
  data: Buffer,
  filename: string,
  type: string,
  auth: string | null = token,
) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename)
  form.append('_payload', JSON.stringify({ alt: `Upload test ${filename}` }))
  const res = await fetch(`${base()}/cms-api/media`, {
    method: 'POST',
    headers: auth ? { authorization: `JWT ${auth}` } : {},
    body: form,
  })
  const json = (await res.json().catch(() => null)) as any
  if (res.status === 201) created.push(json.doc.id)
  return { status: res.status, json }
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif') => {
  const picture = sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366cc' } })
  return picture[format]().toBuffer()
}

/** A valid PNG header claiming 20000×20000 pixels (a decompression bomb, 400 MP). */
const pixelBomb = (): Buffer => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crcInput = Buffer.concat([Buffer.from(type), data])
    let crc = 0xffffffff
    for (const byte of crcInput) {
      crc ^= byte
      for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
    }
    const crcBytes = Buffer.alloc(4)
    crcBytes.writeUInt32BE((crc ^ 0xffffffff) >>> 0)
    return Buffer.concat([length, crcInput, crcBytes])
  }
  const size = 20000
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 0, 0, 0, 0], 8)
  const rows = deflateSync(Buffer.alloc((size + 1) * 200)) // a few rows are enough to be read as PNG
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

beforeAll(async () => {
  const res = await fetch(`${base()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  token = ((await res.json()) as any).data.token
})

afterAll(async () => {
  for (const id of created) {
    await fetch(`${base()}/cms-api/media/${id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${token}` },
    })
  }
})

describe('uploads: what is refused', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  )
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  )
  const xml = Buffer.from(
    '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="#"?><root><x>1</x></root>',
  )
  const refused: [string, Buffer, string, string][] = [
    ['SVG', svg, 'drawing.svg', 'image/svg+xml'],
    ['SVG named .png', svg, 'drawing.png', 'image/png'],
    ['HTML', html, 'page.html', 'text/html'],
    ['HTML named .jpg', html, 'photo.jpg', 'image/jpeg'],
    ['XML', xml, 'data.xml', 'application/xml'],
    ['XML named .webp', xml, 'photo.webp', 'image/webp'],
    ['plain text named .gif', Buffer.from('GIF? no, just text'), 'anim.gif', 'image/gif'],
    [
      'PDF',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
      'doc.pdf',
      'application/pdf',
    ],
    ['JavaScript named .avif', Buffer.from('alert(1)'), 'pic.avif', 'image/avif'],
    ['empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
  ]

  it.each(refused)(
    'refuses %s by content (415, nothing written)',
    async (_label, data, filename, type) => {
      const before = listMedia()
      const res = await upload(data, filename, type)
      expect([400, 415], JSON.stringify(res.json)).toContain(res.status)
      if (data.length) {
        expect(res.status).toBe(415)
        expect(res.json.errors[0].message).toMatch(/Only JPEG, PNG, WebP, AVIF or GIF/)
      }
      expect(listMedia()).toEqual(before)
    },
  )

  it('refuses a file that only starts like an image, and a pixel bomb (400, nothing written)', async () => {
    const before = listMedia()
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(2000, 7),
    ])
    expect((await upload(fake, 'fake.png', 'image/png')).status).toBe(400)
    expect((await upload(pixelBomb(), 'bomb.png', 'image/png')).status).toBe(400)
    expect(listMedia()).toEqual(before)
  })

  it(`answers 413 with a clear message above ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, and writes nothing`, async () => {
    const before = listMedia()
    const png = await image('png')
    // Just over the cap: counted by Payload while streaming. Far over: refused before reading.
    for (const size of [MAX_UPLOAD_BYTES + 100 * 1024, MAX_UPLOAD_BYTES * 2]) {
      const big = Buffer.concat([png, Buffer.alloc(size - png.length, 1)])
      const res = await upload(big, 'huge.png', 'image/png')
      expect(res.status, `${size} bytes`).toBe(413)
      expect(res.json.errors[0].message).toBe('The file is too large: uploads may be at most 5 MB.')
    }
    expect(listMedia()).toEqual(before)
  })

  it('refuses a chunked body without Content-Length (411) so the cap cannot be dodged', async () => {
    const { hostname, port } = new URL(base())
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: '/cms-api/media',
          headers: {
            authorization: `JWT ${token}`,
            'content-type': 'multipart/form-data; boundary=x',
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end('--x\r\n')
    })
    expect(status).toBe(411)
  })

  it('refuses anonymous uploads', async () => {
    const res = await upload(await image('png'), 'anon.png', 'image/png', null)
    expect([401, 403]).toContain(res.status)
  })
})

describe('uploads: what is accepted', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)(
    'accepts a real %s image',
    async (format) => {
      const res = await upload(await image(format), `sample.${format}`, `image/${format}`)
      expect(res.status, JSON.stringify(res.json)).toBe(201)
      expect(res.json.doc.mimeType).toBe(`image/${format}`)
      expect(existsSync(path.join(mediaDir, res.json.doc.filename))).toBe(true)
    },
  )

  it('names the file after its real type, whatever it was called', async () => {
    const res = await upload(await image('png'), 'holiday.gif', 'image/gif')
    expect(res.status).toBe(201)
    expect(res.json.doc.mimeType).toBe('image/png')
    expect(res.json.doc.filename).toMatch(/^holiday(-\d+)?\.png$/)
  })

  it.each([
    ['../../etc/passwd.png', /^passwd(-\d+)?\.png$/],
    ['<img src=x onerror=alert(1)>.png', /^img-src-x-onerror-alert-1(-\d+)?\.png$/],
    ['Ünïcödé 名前 photo.png', /^unicode-photo(-\d+)?\.png$/],
    ['....png', /^image(-\d+)?\.png$/],
  ])('stores %s under a safe name inside the media folder', async (filename, expected) => {
    const res = await upload(await image('png'), filename, 'image/png')
    expect(res.status, JSON.stringify(res.json)).toBe(201)
    expect(res.json.doc.filename).toMatch(expected)
    expect(existsSync(path.join(mediaDir, res.json.doc.filename))).toBe(true)
  })
})
