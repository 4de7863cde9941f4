import { readFileSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, docAccessOperation, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getLocalPayload } from '../../helpers/localPayload'

let payload: Payload
const png = readFileSync(path.resolve('tests/fixtures/gallery-photo.png'))
const asAdmin = { overrideAccess: true } as const
const unique = () => Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  payload = await getLocalPayload()
})
afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

const uploadImage = () =>
  payload.create({
    collection: 'media',
    data: { alt: `Used image ${unique()}` },
    file: { data: png, mimetype: 'image/png', name: 'used.png', size: png.length },
    ...asAdmin,
  })

const newProject = (title: string, data: Record<string, unknown>) =>
  payload.create({
    collection: 'projects',
    data: { title, description: 'x', category: 'Web App', ...data } as never,
    ...asAdmin,
  })

/** The profile's required fields as they are (or a placeholder on an empty test database). */
const setAvatar = async (avatar: number | null) => {
  const profile = await payload.findGlobal({ slug: 'personal-info', depth: 0, ...asAdmin })
  await payload.updateGlobal({
    slug: 'personal-info',
    data: { name: profile.name || 'Test Owner', title: profile.title || 'Developer', avatar },
    ...asAdmin,
  })
}

describe('an image in use', () => {
  it('lists the projects using it in its "used by" join fields', async () => {
    const image = await uploadImage()
    const cover = await newProject(`Cover ${unique()}`, { coverImage: image.id })
    const gallery = await newProject(`Gallery ${unique()}`, {
      gallery: [{ media: image.id }, { value: '🧪' }],
    })
    const read = await payload.findByID({ collection: 'media', id: image.id, depth: 0, ...asAdmin })
    expect(read.usedAsCover?.docs).toEqual([cover.id])
    expect(read.usedInGalleries?.docs).toEqual([gallery.id])
  })

  it('is not deleted: the refusal names each project and the profile photo; once freed it is', async () => {
    const image = await uploadImage()
    const cover = await newProject(`My App ${unique()}`, { coverImage: image.id })
    const gallery = await newProject(`Shop ${unique()}`, {
      coverImage: image.id,
      gallery: [{ media: image.id }],
      deleted: true,
    })
    await setAvatar(image.id)
    try {
      const error = await payload
        .delete({ collection: 'media', id: image.id, ...asAdmin })
        .catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 409 })
      expect((error as Error).message).toBe(
        `This image is used by the project "${cover.title}" (cover), the project "${gallery.title}" ` +
          '(cover, gallery, marked Deleted) and the profile photo. Remove it there first.',
      )
      expect(
        (await payload.count({ collection: 'media', where: { id: { equals: image.id } } }))
          .totalDocs,
      ).toBe(1)
    } finally {
      await setAvatar(null)
    }
    await payload.update({
      collection: 'projects',
      where: { id: { in: [cover.id, gallery.id] } },
      data: { coverImage: null, gallery: [] },
      ...asAdmin,
    })
    await payload.delete({ collection: 'media', id: image.id, ...asAdmin })
    expect(
      (await payload.count({ collection: 'media', where: { id: { equals: image.id } } })).totalDocs,
    ).toBe(0)
  })
})

describe("an image's Delete in the admin", () => {
  it('is not offered while the image is used, and the delete itself still names the places', async () => {
    const { docs } = await payload.find({ collection: 'users', limit: 1, ...asAdmin })
    const owner =
      docs[0] ??
      (await payload.create({
        collection: 'users',
        data: {
          email: `owner-${unique()}@example.com`,
          password: `Quiet-harbour-${unique()}-42`,
          role: 'admin',
        },
        ...asAdmin,
      }))
    const req = await createLocalReq({ user: { ...owner, collection: 'users' } }, payload)
    const image = await uploadImage()
    // What the image's edit view works out before it shows its ⋯ menu (getDocumentPermissions).
    const permissions = () =>
      docAccessOperation({
        id: image.id,
        collection: payload.collections.media,
        data: image,
        req,
      })
    const cover = await newProject(`Offered ${unique()}`, { coverImage: image.id })
    expect((await permissions()).delete).toBeFalsy()
    expect((await permissions()).update).toBeTruthy()

    const refused = await payload
      .delete({ collection: 'media', id: image.id, user: owner, overrideAccess: false })
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 409 })
    expect((refused as Error).message).toContain(`the project "${cover.title}" (cover)`)

    await payload.update({
      collection: 'projects',
      id: cover.id,
      data: { coverImage: null },
      ...asAdmin,
    })
    expect((await permissions()).delete).toBeTruthy()
    await payload.delete({ collection: 'media', id: image.id, user: owner, overrideAccess: false })
  })
})
