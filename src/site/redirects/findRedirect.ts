import type { Payload } from 'payload'

import { isPublicContent } from '../../cms/access/publishedOrAdmin'
import { type SlugPageCollection, targetUrlProblem } from '../../cms/redirects/redirectRules'
import { REDIRECTS_SLUG } from '../../cms/redirects/validateRedirect'

/** A post goes by its slug of the moment. */
export type RedirectTarget = { project: number } | { post: string } | { url: string }

type FoundRedirect = { status: 301 | 302; target: RedirectTarget }

const publicRecord = async (
  payload: Payload,
  collection: SlugPageCollection,
  key: { id: number } | { slug: string },
): Promise<{ id: number; slug?: string | null } | null> => {
  const { docs } = await payload.find({
    collection,
    where: {
      and: [
        'id' in key ? { id: { equals: key.id } } : { slug: { equals: key.slug } },
        isPublicContent,
      ],
    },
    select: { slug: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return (docs[0] as { id: number; slug?: string | null } | undefined) ?? null
}

/** Its page is then at that address. */
export const isHeldSlug = async (
  payload: Payload,
  { collection, slug }: { collection: SlugPageCollection; slug: string },
): Promise<boolean> => (await publicRecord(payload, collection, { slug })) !== null

/**
 * Never a cached answer, so a change on any instance counts at once. Null when it leads to a
 * record that is not public: the visitor gets the 404 page rather than a redirect to one.
 */
export const findRedirect = async (
  payload: Payload,
  path: string,
): Promise<FoundRedirect | null> => {
  const { docs } = await payload.find({
    collection: REDIRECTS_SLUG,
    where: { from: { equals: path } },
    select: { to: true, type: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const redirect = docs[0]
  if (!redirect) return null
  const status = redirect.type === '302' ? 302 : 301
  const { to } = redirect
  // A target saved before a rule refused it (a backslash that leads off-site) is not followed.
  if (to?.type === 'custom')
    return to.url && !targetUrlProblem(to.url) ? { status, target: { url: to.url.trim() } } : null
  const reference = to?.reference
  const value = reference?.value
  const id = typeof value === 'object' && value ? value.id : value
  if (typeof id !== 'number' || !reference) return null
  const record = await publicRecord(payload, reference.relationTo, { id })
  if (!record) return null
  if (reference.relationTo === 'projects') return { status, target: { project: id } }
  return record.slug ? { status, target: { post: record.slug } } : null
}
