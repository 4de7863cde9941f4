import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getLocalPayload } from '../../helpers/localPayload'

let payload: Payload
const asAdmin = { overrideAccess: true } as const
// What an anonymous visitor may read: access control applied, no user.
const asVisitor = { overrideAccess: false } as const

beforeAll(async () => {
  payload = await getLocalPayload()
})
afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

const unique = () => Math.random().toString(36).slice(2, 8)

/** Minimal valid data per soft-deletable collection, and a field to update. */
const cases = [
  {
    collection: 'projects',
    data: () => ({
      title: `Project ${unique()}`,
      description: 'A test project',
      category: 'Web App',
    }),
    update: { description: 'Updated description' },
  },
  {
    collection: 'skills',
    data: () => ({ name: `Skill ${unique()}`, category: 'Backend', level: 80 }),
    update: { level: 90 },
  },
  {
    collection: 'experiences',
    data: () => ({ year: '2024 - Present', title: 'Engineer', company: `Co ${unique()}` }),
    update: { location: 'Remote' },
  },
  {
    collection: 'education',
    data: () => ({ year: '2020', title: 'BSc', institution: `Uni ${unique()}` }),
    update: { location: 'Lisbon' },
  },
  {
    collection: 'interests',
    data: () => ({ icon: '🎲', title: `Interest ${unique()}` }),
    update: { description: 'Board games' },
  },
] as const

describe.each(cases)('$collection', ({ collection, data, update }) => {
  it('keeps a draft from visitors, also when they ask Payload for drafts', async () => {
    const draft = await payload.create({ collection, data: data() as never, ...asAdmin })
    expect(draft._status).toBe('draft')
    await expect(
      payload.findByID({ collection, id: draft.id, ...asVisitor }),
    ).rejects.toMatchObject({ name: 'NotFound' })
    await expect(
      payload.findByID({ collection, id: draft.id, draft: true, ...asVisitor }),
    ).rejects.toMatchObject({ name: 'NotFound' })
    await payload.delete({ collection, id: draft.id, ...asAdmin })
  })

  it('creates, reads, updates, soft-deletes and restores', async () => {
    const created = await payload.create({
      collection,
      data: { ...data(), _status: 'published' } as never,
      ...asAdmin,
    })
    expect(created.id).toBeTypeOf('number')
    expect(created.deleted).toBe(false)

    const read = await payload.findByID({ collection, id: created.id, ...asVisitor })
    expect(read.id).toBe(created.id)

    const updated = await payload.update({
      collection,
      id: created.id,
      data: update as never,
      ...asAdmin,
    })
    expect(updated).toMatchObject(update)

    await payload.update({
      collection,
      id: created.id,
      data: { deleted: true } as never,
      ...asAdmin,
    })
    const publicList = await payload.find({
      collection,
      where: { id: { equals: created.id } },
      ...asVisitor,
    })
    expect(publicList.totalDocs).toBe(0)
    const adminList = await payload.find({
      collection,
      where: { id: { equals: created.id } },
      ...asAdmin,
    })
    expect(adminList.docs[0]?.deleted).toBe(true)

    await payload.update({
      collection,
      id: created.id,
      data: { deleted: false } as never,
      ...asAdmin,
    })
    const restored = await payload.find({
      collection,
      where: { id: { equals: created.id } },
      ...asVisitor,
    })
    expect(restored.totalDocs).toBe(1)
  })
})

describe('validation', () => {
  it('refuses a skill level of 120 with a field error and stores nothing', async () => {
    const before = await payload.count({ collection: 'skills', ...asAdmin })
    const error = await payload
      .create({
        collection: 'skills',
        data: { name: `Too high ${unique()}`, category: 'General', level: 120 },
        ...asAdmin,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ValidationError' })
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('level')
    expect((await payload.count({ collection: 'skills', ...asAdmin })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('refuses a duplicate slug with a field error and stores nothing', async () => {
    const slug = `dup-${unique()}`
    await payload.create({
      collection: 'projects',
      data: { title: 'First', slug, description: 'x', category: 'Web App' },
      ...asAdmin,
    })
    const before = await payload.count({ collection: 'projects', ...asAdmin })
    const error = await payload
      .create({
        collection: 'projects',
        data: { title: 'Second', slug, description: 'y', category: 'Web App' },
        ...asAdmin,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ValidationError' })
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('slug')
    expect((await payload.count({ collection: 'projects', ...asAdmin })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('derives the slug from the title when none is given', async () => {
    const title = `Derived Slug ${unique()}`
    const project = await payload.create({
      collection: 'projects',
      data: { title, description: 'x', category: 'Web App' },
      ...asAdmin,
    })
    expect(project.slug).toBe(title.toLowerCase().replace(/\s+/g, '-'))
  })

  it('keeps a plain-text copy of the rich long description', async () => {
    const { plainTextToLexical } = await import('../../../src/cms/fields/lexicalText')
    const project = await payload.create({
      collection: 'projects',
      data: {
        title: `Rich ${unique()}`,
        description: 'x',
        category: 'Web App',
        longDescription: plainTextToLexical('One.\n\nTwo.') as never,
      },
      ...asAdmin,
    })
    expect(project.longDescriptionText).toBe('One.\n\nTwo.')
  })

  it('refuses a gallery item that is neither an upload nor a text value', async () => {
    const error = await payload
      .create({
        collection: 'projects',
        data: {
          title: `Gallery ${unique()}`,
          description: 'x',
          category: 'Web App',
          gallery: [{}],
        },
        ...asAdmin,
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'ValidationError' })
  })
})

describe('globals', () => {
  it('SMTP settings default to smtp.gmail.com:587, inactive, and never return the password', async () => {
    const smtp = await payload.findGlobal({ slug: 'smtp-config', ...asAdmin })
    expect(smtp.port).toBe(587)
    expect(smtp.host).toBe('smtp.gmail.com')
    expect(smtp.isActive).toBe(false)
    await payload.updateGlobal({
      slug: 'smtp-config',
      data: { password: 'hunter2-secret' },
      ...asAdmin,
    })
    const after = await payload.findGlobal({ slug: 'smtp-config', ...asAdmin })
    expect(JSON.stringify(after)).not.toContain('hunter2-secret')
  })

  it('personal info is publicly readable and admin-writable', async () => {
    await payload.updateGlobal({
      slug: 'personal-info',
      data: { name: 'Test Owner', title: 'Engineer', _status: 'published' },
      ...asAdmin,
    })
    const info = await payload.findGlobal({ slug: 'personal-info', ...asVisitor })
    expect(info.name).toBe('Test Owner')
    await expect(
      payload.updateGlobal({
        slug: 'personal-info',
        data: { name: 'Intruder', title: 'x' },
        ...asVisitor,
      }),
    ).rejects.toMatchObject({ name: 'Forbidden' })
  })
})

describe('inquiries', () => {
  it('are private, stamped on create, unread, and hard-deletable', async () => {
    const inquiry = await payload.create({
      collection: 'inquiries',
      // No timestamp: the field's default stamps it (the generated type calls it required).
      data: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello!' } as never,
      ...asAdmin,
      context: { skipSideEffects: true },
    })
    expect(inquiry.read).toBe(false)
    expect(Date.parse(inquiry.timestamp)).toBeGreaterThan(Date.now() - 60_000)
    await expect(payload.find({ collection: 'inquiries', ...asVisitor })).rejects.toMatchObject({
      name: 'Forbidden',
    })
    await payload.update({
      collection: 'inquiries',
      id: inquiry.id,
      data: { read: true },
      ...asAdmin,
    })
    await payload.delete({ collection: 'inquiries', id: inquiry.id, ...asAdmin })
    const left = await payload.find({
      collection: 'inquiries',
      where: { id: { equals: inquiry.id } },
      ...asAdmin,
    })
    expect(left.totalDocs).toBe(0)
  })
})
