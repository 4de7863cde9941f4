import type { PayloadRequest, Where } from 'payload'

/** One place an image is shown: a project's cover or gallery, a post's cover, the profile photo. */
export type MediaUsage =
  | { kind: 'project'; id: number; title: string; roles: ('cover' | 'gallery')[]; deleted: boolean }
  | { kind: 'post'; id: number; title: string; deleted: boolean }
  | { kind: 'profile' }

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? Number((value as { id: unknown }).id)
      : null

/**
 * Where the image `mediaId` is used: projects (soft-deleted ones too: restoring one would bring
 * back a missing cover) by cover or gallery, and the personal-info avatar. Users are left out:
 * their records never show an image. Runs in the request's transaction, access overridden.
 */
export const findMediaUsages = async (
  req: PayloadRequest,
  mediaId: number | string,
): Promise<MediaUsage[]> => {
  const id = Number(mediaId)
  return (await findUsagesOfMedia(req, [id])).get(id) ?? []
}

/**
 * The usages of each of `mediaIds` that is used anywhere (or of every image in use, for `'all'`),
 * in two reads whatever their number: the media list asks for a whole selection at once.
 */
export const findUsagesOfMedia = async (
  req: PayloadRequest,
  mediaIds: number[] | 'all',
): Promise<Map<number, MediaUsage[]>> => {
  const wanted = (id: number | null): id is number =>
    id !== null && (mediaIds === 'all' || mediaIds.includes(id))
  const where: Where =
    mediaIds === 'all'
      ? { or: [{ coverImage: { exists: true } }, { 'gallery.media': { exists: true } }] }
      : { or: [{ coverImage: { in: mediaIds } }, { 'gallery.media': { in: mediaIds } }] }
  const [projects, posts, profile] = await Promise.all([
    req.payload.find({
      collection: 'projects',
      where,
      select: { title: true, coverImage: true, gallery: true, deleted: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    req.payload.find({
      collection: 'posts',
      where:
        mediaIds === 'all' ? { coverImage: { exists: true } } : { coverImage: { in: mediaIds } },
      select: { title: true, coverImage: true, deleted: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    req.payload.findGlobal({ slug: 'personal-info', depth: 0, overrideAccess: true, req }),
  ])
  const usages = new Map<number, MediaUsage[]>()
  const add = (id: number, usage: MediaUsage) => usages.set(id, [...(usages.get(id) ?? []), usage])
  for (const project of projects.docs) {
    const cover = idOf(project.coverImage)
    const galleryIds = new Set((project.gallery ?? []).map((item) => idOf(item.media)))
    for (const id of new Set([cover, ...galleryIds])) {
      if (!wanted(id)) continue
      add(id, {
        kind: 'project',
        id: project.id,
        title: project.title,
        roles: [
          ...(cover === id ? (['cover'] as const) : []),
          ...(galleryIds.has(id) ? (['gallery'] as const) : []),
        ],
        deleted: project.deleted === true,
      })
    }
  }
  for (const post of posts.docs) {
    const cover = idOf(post.coverImage)
    if (wanted(cover))
      add(cover, { kind: 'post', id: post.id, title: post.title, deleted: post.deleted === true })
  }
  const avatar = idOf(profile.avatar)
  if (wanted(avatar)) add(avatar, { kind: 'profile' })
  return usages
}

/** `a`, `a and b`, `a, b and c`. */
const listInWords = (items: string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** The usages in a sentence: `the project "My App" (cover) and the profile photo`. */
export const describeMediaUsages = (usages: MediaUsage[]): string =>
  listInWords(
    usages.map((usage) =>
      usage.kind === 'profile'
        ? 'the profile photo'
        : usage.kind === 'post'
          ? `the post "${usage.title}" (cover${usage.deleted ? ', marked Deleted' : ''})`
          : `the project "${usage.title}" (${[...usage.roles, ...(usage.deleted ? ['marked Deleted'] : [])].join(', ')})`,
    ),
  )
