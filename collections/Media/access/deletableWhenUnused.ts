import type { Access } from 'payload'

import { userIsAdmin } from '../../../src/cms/access/isAdmin'
import { findMediaUsages } from '../findMediaUsages'

/**
 * Who may delete an image: the admin, and, when the admin works out what one image allows (its
 * edit view, `/cms-api/media/access/:id`: Payload passes the stored `data` then), only while
 * nothing uses it. So the image's page offers no Delete, and no dialog says "permanently", for
 * an image that cannot be deleted; the notice beside Save says where it is used instead.
 * The delete itself (no `data`) is let through to `refuseDeletingUsedMedia`, whose 409 names
 * each place, rather than answering a nameless 403 here.
 */
export const deletableWhenUnused: Access = async ({ id, data, req }) => {
  if (!userIsAdmin(req.user)) return false
  if (id === undefined || data === undefined) return true
  return (await findMediaUsages(req, id)).length === 0
}
