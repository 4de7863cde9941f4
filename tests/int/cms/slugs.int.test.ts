import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getLocalPayload } from '../../helpers/localPayload'

let payload: Payload
const asAdmin = { overrideAccess: true } as const
const unique = () => Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  payload = await getLocalPayload()
})
afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

const newSkill = (name: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'skills',
    data: { name, category: 'General', level: 50, ...extra } as never,
    ...asAdmin,
  })

describe('slugs', () => {
  it('gives a title already in use the first free variant: -2, then -3', async () => {
    const name = `Rust ${unique()}`
    const base = name.toLowerCase().replace(' ', '-')
    expect((await newSkill(name)).slug).toBe(base)
    expect((await newSkill(name)).slug).toBe(`${base}-2`)
    expect((await newSkill(name)).slug).toBe(`${base}-3`)
  })

  it('counts a soft-deleted record as the holder of its slug', async () => {
    const name = `Go ${unique()}`
    const first = await newSkill(name, { deleted: true })
    expect((await newSkill(name)).slug).toBe(`${first.slug}-2`)
  })

  it('keeps its own slug when a record is saved again', async () => {
    const skill = await newSkill(`Zig ${unique()}`)
    const saved = await payload.update({
      collection: 'skills',
      id: skill.id,
      data: { slug: '', level: 60 },
      ...asAdmin,
    })
    expect(saved.slug).toBe(skill.slug)
  })

  it('refuses a typed duplicate, naming the record (marked Deleted when it is)', async () => {
    const holder = await payload.create({
      collection: 'projects',
      data: { title: `My App ${unique()}`, description: 'x', category: 'Web App', deleted: true },
      ...asAdmin,
    })
    const error = await payload
      .create({
        collection: 'projects',
        data: { title: 'Another', description: 'x', category: 'Web App', slug: holder.slug },
        ...asAdmin,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ValidationError' })
    expect((error as { data: { errors: unknown[] } }).data.errors).toEqual([
      expect.objectContaining({
        path: 'slug',
        message: `Slug "${holder.slug}" is already used by the project "${holder.title}" (marked Deleted).`,
      }),
    ])
  })
})
