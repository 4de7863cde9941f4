import { lockCollectionRow } from '../../platform/db/lockForUpdate'
import { runInTransaction } from '../../platform/db/runInTransaction'
import { adminEndpoint, errorsAnswer } from './adminEndpoint'
import { hasDeletedFlag, writeDeletedFlag } from '../versions/writeDeletedFlag'

/** `POST /cms-api/{collection}/{id}/deleted`: at once, without publishing a pending draft. */
export const setDeletedEndpoint = adminEndpoint('Only an admin may delete or restore a record.', {
  path: '/:id/deleted',
  method: 'post',
  handler: async (req) => {
    const slug = String(req.routeParams?.collection ?? '')
    const id = Number(req.routeParams?.id)
    const body = (await req.json?.().catch(() => null)) as { deleted?: unknown } | null
    if (!Number.isInteger(id) || typeof body?.deleted !== 'boolean') {
      return errorsAnswer(
        400,
        'Send { "deleted": true } to delete or { "deleted": false } to restore.',
      )
    }
    const { deleted } = body
    const { payload } = req
    if (!hasDeletedFlag(payload, slug))
      return errorsAnswer(404, `Nothing named "${slug}" can be deleted.`)
    const found = await runInTransaction(payload, async (transactionID) => {
      if (
        (await lockCollectionRow(payload, transactionID, slug, { column: 'id', value: id })) ===
        null
      )
        return false
      await writeDeletedFlag(payload, transactionID, slug, id, deleted)
      return true
    })
    if (!found) return errorsAnswer(404, `There is no ${slug} record ${id}.`)
    return Response.json({ id, deleted })
  },
})
