import { sql } from '@payloadcms/db-postgres'
import type { Endpoint, PayloadRequest } from 'payload'

import { invalidateAfterCommit } from '../../platform/cache/invalidateAfterCommit'
import { publicResponseCache } from '../../platform/cache/responseCache'
import { lockCollectionRow } from '../../platform/db/lockForUpdate'
import { runInTransaction } from '../../platform/db/runInTransaction'
import { sqlRunnerOf } from '../../platform/db/transactionSql'
import { userIsAdmin } from '../access/isAdmin'

const answer = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status })

/**
 * `POST /cms-api/{collection}/{id}/deleted` with `{ "deleted": true | false }`: the admin's
 * Delete from site / Restore to site (SoftDeleteControl). Soft deleting is a state of the record,
 * not an edit to review: it must take effect at once, like Unpublish, not wait in a draft for
 * Publish. So the flag is written where the site reads it (the main row) and into the record's
 * current versions (the latest, which the form edits, and the newest published one, which
 * "Revert to published" restores), and nowhere else: pending draft edits stay pending and no
 * version is added. Admins only.
 */
export const setDeletedEndpoint: Endpoint = {
  path: '/:id/deleted',
  method: 'post',
  handler: async (req) => {
    if (!userIsAdmin(req.user)) {
      return answer(req.user ? 403 : 401, 'Only an admin may delete or restore a record.')
    }
    const slug = String(req.routeParams?.collection ?? '')
    const id = Number(req.routeParams?.id)
    const body = (await req.json?.().catch(() => null)) as { deleted?: unknown } | null
    if (!Number.isInteger(id) || typeof body?.deleted !== 'boolean') {
      return answer(400, 'Send { "deleted": true } to delete or { "deleted": false } to restore.')
    }
    const { deleted } = body
    const { payload } = req
    const main = payload.db.tableNameMap.get(slug.replace(/-/g, '_'))
    const versions = payload.db.tableNameMap.get(`_${slug.replace(/-/g, '_')}_v`)
    if (!main || !versions) return answer(404, `Nothing named "${slug}" can be deleted.`)
    const found = await runInTransaction(payload, async (transactionID) => {
      if (
        (await lockCollectionRow(payload, transactionID, slug, { column: 'id', value: id })) ===
        null
      )
        return false
      const db = sqlRunnerOf(payload, transactionID)
      await db.execute(
        sql`UPDATE ${sql.identifier(main)} SET "deleted" = ${deleted} WHERE "id" = ${id}`,
      )
      await db.execute(sql`
        UPDATE ${sql.identifier(versions)} SET "version_deleted" = ${deleted}
         WHERE "parent_id" = ${id}
           AND ("latest" OR "id" = (SELECT "id" FROM ${sql.identifier(versions)}
                                     WHERE "parent_id" = ${id} AND "version__status" = 'published'
                                     ORDER BY "updated_at" DESC LIMIT 1))`)
      if (publicResponseCache().serves(slug)) {
        // Dropped now and again once committed, as a Payload save's hooks do.
        await invalidateAfterCommit({ payload, transactionID } as unknown as PayloadRequest, [slug])
      }
      return true
    })
    if (!found) return answer(404, `There is no ${slug} record ${id}.`)
    return Response.json({ id, deleted })
  },
}
