import type { Access, Where } from 'payload'

import { userIsAdmin } from './isAdmin'

const isPublished: Where = { _status: { equals: 'published' } }

export const isNotDeleted: Where = { deleted: { not_equals: true } }

export const isPublicContent: Where = { and: [isNotDeleted, isPublished] }

/** A published project anyone may see whole: not behind a password or a share link. */
export const isOpenProject: Where = { and: [isPublicContent, { visibility: { equals: 'public' } }] }

/** A query, not `false`: it keeps lists working and guards anonymous `?draft=true` reads. */
export const publishedOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) ? true : isPublicContent

export const publishedGlobalOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) ? true : isPublished
