import type { PayloadRequest } from 'payload'

/** One place an image is shown: a project's cover or gallery, or the owner's profile photo. */
export type MediaUsage =
  | { kind: 'project'; id: number; title: string; roles: ('cover' | 'gallery')[]; deleted: boolean }
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
  const [projects, profile] = await Promise.all([
    req.payload.find({
      collection: 'projects',
      where: { or: [{ coverImage: { equals: id } }, { 'gallery.media': { equals: id } }] },
      select: { title: true, coverImage: true, gallery: true, deleted: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    req.payload.findGlobal({ slug: 'personal-info', depth: 0, overrideAccess: true, req }),
  ])
  const usages: MediaUsage[] = projects.docs.map((project) => ({
    kind: 'project',
    id: project.id,
    title: project.title,
    roles: [
      ...(idOf(project.coverImage) === id ? (['cover'] as const) : []),
      ...(project.gallery?.some((item) => idOf(item.media) === id) ? (['gallery'] as const) : []),
    ],
    deleted: project.deleted === true,
  }))
  if (idOf(profile.avatar) === id) usages.push({ kind: 'profile' })
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
        : `the project "${usage.title}" (${[...usage.roles, ...(usage.deleted ? ['marked Deleted'] : [])].join(', ')})`,
    ),
  )
