import { type ApiRoute, isPublicRead } from '../apiRoute'

/**
 * The shared answers (`SHARED_RESPONSES`) an operation can give, derived from what it takes and
 * where it sits in the /api middleware chain (src/server/createApp.ts, src/api/createApiRouter.ts),
 * so that no list of "who answers what" is kept by hand:
 * - 400 on every operation: a NUL anywhere in the URL (query included) is refused before any
 *   route, a path segment that is not valid percent-encoding by the router, and a body that is
 *   not JSON by the body parser;
 * - 304 on the anonymous reads the public-read cache serves (the routes with `cacheTags`);
 * - 404 where the path names a record, slug or category;
 * - 401 and 403 on admin calls (requireAdmin), 401 on reads that take a preview token;
 * - 412 on the writes that take `If-Match` (`ifMatch`);
 * - 413 on calls a client sends a body with (every method but GET) behind the body parser;
 * - 503 behind the database gate, which every call passes but the `bare` ones;
 * - and the statuses the operation lists itself (`errors`).
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
