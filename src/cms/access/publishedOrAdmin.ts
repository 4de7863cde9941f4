import type { Access, Where } from 'payload'

import { userIsAdmin } from './isAdmin'

/** Published: what a versioned document's main row says once the owner has published it. */
const isPublished: Where = { _status: { equals: 'published' } }

/** Not soft deleted (the spec's `deleted` flag). */
export const isNotDeleted: Where = { deleted: { not_equals: true } }

/** What visitors may see of the owner's content: published and not soft deleted. */
export const isPublicContent: Where = { and: [isNotDeleted, isPublished] }

/**
 * Read access for the owner's versioned content: admins see everything (drafts included);
 * everyone else only published records that are not soft deleted. Returning a query (not
 * `false`) keeps lists working, and it also guards Payload's `?draft=true` reads, which would
 * otherwise hand an anonymous caller the latest unpublished draft.
 */
export const publishedOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) ? true : isPublicContent

/** The same rule for a global, which has no soft delete. */
export const publishedGlobalOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) ? true : isPublished
