import { adminEndpoint } from '../../../src/cms/endpoints/adminEndpoint'
import { describeMediaUsages, findUsagesOfMedia } from '../findMediaUsages'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/** The most images one question may name: a list page holds at most 100 rows. */
const MAX_IDS = 100

const refuse = (message: string) =>
  Response.json({ errors: [{ message, field: 'ids' }] }, { status: 400, headers: NO_STORE })

/**
 * `GET /cms-api/media/in-use?ids=1,2` (or `?all=true`): the images in use and where, so the media
 * list says which a bulk delete will keep (issue 28): `{ data: [{ id, name, usedBy }] }`.
 */
export const mediaInUse = adminEndpoint('Only the owner can see where images are used.', {
  path: '/in-use',
  method: 'get',
  handler: async (req) => {
    const query = req.searchParams
    let ids: number[] | 'all'
    if (query.get('all') === 'true') ids = 'all'
    else {
      const parts = (query.get('ids') ?? '').split(',').filter(Boolean)
      if (parts.length === 0) return refuse('ids: name at least one image, as ids=1,2, or all=true.')
      if (parts.length > MAX_IDS) return refuse(`ids: at most ${MAX_IDS} images at once.`)
      if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part)))
        return refuse('ids: each image is named by its number, as ids=1,2.')
      ids = parts.map(Number)
    }
    const usages = await findUsagesOfMedia(req, ids)
    const files = await req.payload.find({
      collection: 'media',
      where: { id: { in: [...usages.keys()] } },
      select: { filename: true },
      depth: 0,
      pagination: false,
      req,
    })
    const nameOf = new Map(files.docs.map((file) => [file.id, file.filename ?? `#${file.id}`]))
    const data = [...usages].map(([id, places]) => ({
      id,
      name: nameOf.get(id) ?? `#${id}`,
      usedBy: describeMediaUsages(places),
    }))
    return Response.json({ data }, { headers: NO_STORE })
  },
})
