import type { Payload } from 'payload'

import { isPublicContent } from '../../cms/access/publishedOrAdmin'
import { REDIRECTS_SLUG } from '../../cms/redirects/validateRedirect'

/** Where a redirect sends a visitor: a public project's page, or an address as the owner typed it. */
export type RedirectTarget = { project: number } | { url: string }

/** A redirect the server answers. */
type FoundRedirect = { status: 301 | 302; target: RedirectTarget }

/**
 * The redirect whose `from` is `path` (normalised as redirects are stored), read from the database
 * at this request (only for an address the cached sources list, `cachedRedirectSources`): what a
 * visitor is sent to is never a cached answer, so a change or removal made on any instance counts
 * from the next request. Null when there is none, or when it leads to a project that is not
 * public (deleted, unpublished, withdrawn): the visitor then gets the 404 page, as without a
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
  if (to?.type === 'custom') return to.url ? { status, target: { url: to.url.trim() } } : null
  const reference = to?.reference?.value
  const id = typeof reference === 'object' ? reference.id : reference
  if (typeof id !== 'number') return null
  const visible = await payload.count({
    collection: 'projects',
    where: { and: [{ id: { equals: id } }, isPublicContent] },
    overrideAccess: true,
  })
  return visible.totalDocs > 0 ? { status, target: { project: id } } : null
}
