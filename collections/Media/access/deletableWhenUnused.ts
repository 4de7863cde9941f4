import type { Access } from 'payload'

import { userIsAdmin } from '../../../src/cms/access/isAdmin'
import { findMediaUsages } from '../findMediaUsages'

/**
 * Who may delete an image: the admin, and on the image's page (Payload passes `data` then) only
 * while nothing uses it, so no Delete is offered. The delete itself goes on to
 * `refuseDeletingUsedMedia`, whose 409 names each place rather than a nameless 403.
 */
export const deletableWhenUnused: Access = async ({ id, data, req }) => {
  if (!userIsAdmin(req.user)) return false
  if (id === undefined || data === undefined) return true
  return (await findMediaUsages(req, id)).length === 0
}
