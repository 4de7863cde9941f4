import { type ApiRoute, isPublicRead } from '../apiRoute'

/**
 * The shared answers an operation can give, derived from what it takes and where it sits in the
 * /api middleware chain (src/server/createApp.ts), so no list of "who answers what" is kept by
 * hand. 400 is everyone's: a NUL in the URL, bad percent-encoding or a body that is not JSON.
 */
export const sharedStatusesOf = (operation: ApiRoute): number[] => {
  const statuses = new Set<number>([400, ...(operation.errors ?? [])])
  if (isPublicRead(operation)) statuses.add(304)
  if (operation.params?.length) statuses.add(404)
  if (operation.admin) {
    statuses.add(401)
    statuses.add(403)
  }
  if (operation.preview) statuses.add(401)
  if (operation.ifMatch) statuses.add(412)
  if (!operation.bare) {
    if (operation.method !== 'get') statuses.add(413)
    statuses.add(503)
  }
  for (const { status } of operation.answers ?? []) statuses.delete(status)
  return [...statuses].sort((a, b) => a - b)
}
