import type { PayloadRequest, ServerProps } from 'payload'

import { describeMediaUsages, findMediaUsages } from '../../../collections/Media/findMediaUsages'

/** Where an image is used, and so why its menu offers no Delete. */
export const MediaInUseNotice = async ({
  id,
  payload,
  user,
}: ServerProps & { id?: number | string }) => {
  if (id === undefined) return null
  const usages = await findMediaUsages({ payload, user } as PayloadRequest, id)
  if (usages.length === 0) return null
  return (
    <p
      role="note"
      data-testid="media-in-use"
      style={{ margin: 0, maxWidth: 360, color: 'var(--theme-warning-700, #a15c07)' }}
    >
      In use by {describeMediaUsages(usages)}: it cannot be deleted until it is removed there.
    </p>
  )
}
