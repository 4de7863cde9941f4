import { Readable } from 'node:stream'

import { backupStore } from '../../platform/backup/backupStore'
import { CACHING } from '../../platform/http/cachePolicies'
import { adminEndpoint, dataAnswer, errorsAnswer } from '../endpoints/adminEndpoint'

/** `GET /cms-api/globals/backup-settings/backups`: every backup, newest first. */
export const listBackupsEndpoint = adminEndpoint('Only an admin may see the backups.', {
  path: '/backups',
  method: 'get',
  handler: async () => {
    const store = backupStore()
    return dataAnswer({ where: store.where, backups: await store.list() })
  },
})

/**
 * `GET /cms-api/globals/backup-settings/backups/<name>`: the archive itself. Only a name the
 * list holds is served, so no other file (`../.env`, `%2e%2e/…`) can be asked for.
 */
export const downloadBackupEndpoint = adminEndpoint('Only an admin may download a backup.', {
  path: '/backups/:name',
  method: 'get',
  handler: async (req) => {
    const name = String(req.routeParams?.name ?? '')
    const store = backupStore()
    if (!(await store.list()).some((backup) => backup.name === name))
      return errorsAnswer(404, 'No backup of that name.')
    const { body, size } = await store.read(name)
    return new Response(Readable.toWeb(body) as ReadableStream, {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Length': String(size),
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': CACHING.noStore,
      },
    })
  },
})
