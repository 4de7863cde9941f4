import type { Access } from 'payload'

import { userIsAdmin } from './isAdmin'

/**
 * Read access for soft-deletable content: admins see everything, everyone else only the
 * records that are not soft deleted. Returning a query (not `false`) keeps lists working.
 */
export const activeOrAdmin: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  return { deleted: { not_equals: true } }
}
