import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { describeMediaUsages, findMediaUsages } from '../findMediaUsages'

/**
 * An image still shown by a project or as the profile photo is not deleted: the database would
 * quietly empty those places. The refusal names each of them, so the owner can remove the image
 * there and then delete it (the admin shows the message as a toast; REST answers 409).
 */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const usages = await findMediaUsages(req, id)
  if (usages.length === 0) return
  throw new APIError(
    `This image is used by ${describeMediaUsages(usages)}. Remove it there first.`,
    409,
    null,
    true,
  )
}
