import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A project deleted for good takes its share links with it: a link's project is required, so the
 * database would otherwise refuse the delete. Before the delete, in its transaction.
 */
export const removeShareLinksOfDeletedProject: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'project-links',
    where: { project: { equals: id } },
    overrideAccess: true,
    req,
  })
}
