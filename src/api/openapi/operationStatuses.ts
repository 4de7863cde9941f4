import { type ApiRoute, isPublicRead } from '../apiRoute'

/** Derived from the /api middleware chain, so no "who answers what" list is kept by hand. */
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
