import type { Payload } from 'payload'

import { isPublicContent } from '../../cms/access/publishedOrAdmin'
import { type SlugPageCollection, targetUrlProblem } from '../../cms/redirects/redirectRules'
import { REDIRECTS_SLUG } from '../../cms/redirects/validateRedirect'

/**
 * Where a redirect sends a visitor: a public project's page (by id), a public post's page (by its
 * slug of the moment), or an address as the owner typed it.
 */
export type RedirectTarget = { project: number } | { post: string } | { url: string }

/** A redirect the server answers. */
type FoundRedirect = { status: 301 | 302; target: RedirectTarget }

/** The public record of `collection` with this id or slug, with its slug; null when there is none. */
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

/** Whether a public post or project holds this slug now: its page is then at that address. */
export const isHeldSlug = async (
  payload: Payload,
  { collection, slug }: { collection: SlugPageCollection; slug: string },
): Promise<boolean> => (await publicRecord(payload, collection, { slug })) !== null

/**
 * The redirect whose `from` is `path` (normalised as redirects are stored), read from the database
 * at this request (only for an address the cached sources list, `cachedRedirectSources`): what a
 * visitor is sent to is never a cached answer, so a change or removal made on any instance counts
 * from the next request. Null when there is none, or when it leads to a project or post that is
 * not public (deleted, unpublished, withdrawn): the visitor then gets the 404 page, as without a
 * redirect, rather than a redirect to one.
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
