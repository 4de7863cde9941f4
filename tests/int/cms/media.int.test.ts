import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getLocalPayload } from '../../helpers/localPayload'

let payload: Payload
const png = readFileSync(path.resolve('tests/fixtures/gallery-photo.png'))
const asAdmin = { overrideAccess: true } as const

beforeAll(async () => {
  payload = await getLocalPayload()
})
afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

const upload = (
  data: Record<string, unknown>,
  file: { data: Buffer; mimetype: string; name: string },
) =>
  payload.create({
    collection: 'media',
    data: data as never,
    file: { ...file, size: file.data.length },
    ...asAdmin,
  })

describe('media uploads', () => {
  it('stores an image with alt text and its WebP renditions', async () => {
    const doc = await upload(
      { alt: 'A gradient' },
      { data: png, mimetype: 'image/png', name: 'gradient.png' },
    )
    expect(doc.mimeType).toBe('image/png')
    expect(doc.sizes?.thumbnail?.mimeType).toBe('image/webp')
    expect(doc.sizes?.social?.width).toBe(1200)
    expect(doc.sizes?.social?.height).toBe(630)
    expect(doc.url).toMatch(/^\/cms-api\/media\/file\//)
  })

  it('refuses an upload without alt text and stores nothing', async () => {
    const before = (await payload.count({ collection: 'media', ...asAdmin })).totalDocs
    const filesBefore = readdirSync(process.env.MEDIA_DIR!).length
    const error = await upload({}, { data: png, mimetype: 'image/png', name: 'no-alt.png' }).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ name: 'ValidationError' })
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('alt')
    expect((await payload.count({ collection: 'media', ...asAdmin })).totalDocs).toBe(before)
    expect(readdirSync(process.env.MEDIA_DIR!).length).toBe(filesBefore)
  })

  it('refuses a file that is not an image, whatever its name says', async () => {
    const before = (await payload.count({ collection: 'media', ...asAdmin })).totalDocs
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const error = await upload(
      { alt: 'x' },
      { data: html, mimetype: 'image/png', name: 'evil.png' },
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect((await payload.count({ collection: 'media', ...asAdmin })).totalDocs).toBe(before)
  })
})
