import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getLocalPayload } from '../../helpers/localPayload'

/**
 * Issue 33's posts in the CMS: the body's plain text (code blocks included) and reading time
 * are kept beside it; a scheduled publish or unpublish happens at its time through Payload's
 * job on the default queue, not before; an image that is a post's cover is not deleted.
 */
let payload: Payload
const asAdmin = { overrideAccess: true } as const
const unique = () => Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  payload = await getLocalPayload()
}, 120_000)

afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

const text = (value: string) => ({
  type: 'text',
  text: value,
  version: 1,
  detail: 0,
  format: 0,
  mode: 'normal',
  style: '',
})
const paragraph = (value: string) => ({
  type: 'paragraph',
  version: 1,
  children: [text(value)],
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
})
const codeBlock = (code: string) => ({
  type: 'block',
  version: 2,
  format: '',
  fields: { id: unique(), blockName: '', blockType: 'Code', language: 'typescript', code },
})
const body = (...children: object[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

const draftPost = (title: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'posts',
    data: { title, _status: 'draft', ...extra } as never,
    draft: true,
    ...asAdmin,
  })

/** What a visitor can read of a post: only its published version. */
const publicPost = async (id: number) =>
  (
    await payload.find({
      collection: 'posts',
      where: { id: { equals: id } },
      overrideAccess: false,
      depth: 0,
    })
  ).docs[0]

/** Queues the schedule as the admin's Schedule Publish does (task, input, waitUntil). */
const schedule = (id: number, type: 'publish' | 'unpublish', at: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'posts', value: id } },
    waitUntil: at,
  })

describe('a post', () => {
  it('keeps its body as plain text with its code, and its reading time', async () => {
    const words = Array(300).fill('harbour').join(' ')
    const post = await draftPost(`Tides ${unique()}`, {
      body: body(paragraph(words), codeBlock('const tide = high ? 1 : 0')),
    })
    expect(post.bodyText).toContain('harbour harbour')
    expect(post.bodyText).toContain('const tide = high ? 1 : 0')
    expect(post.readingMinutes).toBe(2)
  })

  it('publishes itself at the scheduled time, not before, and takes that date', async () => {
    const post = await draftPost(`Scheduled ${unique()}`, { body: body(paragraph('Soon.')) })
    expect(await publicPost(post.id)).toBeUndefined()
    await schedule(post.id, 'publish', new Date(Date.now() + 3_000))
    await payload.jobs.run({ queue: 'default' })
    expect(await publicPost(post.id)).toBeUndefined()

    await new Promise((resolve) => setTimeout(resolve, 3_500))
    await payload.jobs.run({ queue: 'default' })
    const published = await publicPost(post.id)
    expect(published?.title).toBe(post.title)
    expect(published?._status).toBe('published')
    expect(Date.parse(published!.publishedAt!)).toBeGreaterThan(Date.now() - 10_000)
  })

  it('unpublishes itself at the scheduled time', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: `Going ${unique()}`, _status: 'published', publishedAt: '2026-01-02' },
      ...asAdmin,
    })
    expect((await publicPost(post.id))?.publishedAt).toContain('2026-01-02')
    await schedule(post.id, 'unpublish', new Date(Date.now() + 1_000))
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await payload.jobs.run({ queue: 'default' })
    expect(await publicPost(post.id)).toBeUndefined()
  })

  it("keeps an image that is a post's cover, naming the post", async () => {
    const png = readFileSync(path.resolve('tests/fixtures/gallery-photo.png'))
    const image = await payload.create({
      collection: 'media',
      data: { alt: `Cover ${unique()}` },
      file: { data: png, mimetype: 'image/png', name: 'cover.png', size: png.length },
      ...asAdmin,
    })
    const post = await draftPost(`Covered ${unique()}`, { coverImage: image.id })
    await expect(payload.delete({ collection: 'media', id: image.id, ...asAdmin })).rejects.toThrow(
      `This image is used by the post "${post.title}" (cover). Remove it there first.`,
    )
  })
})
