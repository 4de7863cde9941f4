import type { Payload, PayloadRequest } from 'payload'

import type { ContentSlug } from '../../shared/model'

/** Every record of a content collection in its latest version (a draft where one is newer). */
export const findLatestVersions = async (
  payload: Payload,
  collection: ContentSlug,
  req?: Partial<PayloadRequest>,
) => {
  const { docs } = await payload.find({
    collection,
    draft: true,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}
