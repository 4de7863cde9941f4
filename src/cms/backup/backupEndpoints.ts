import { Readable } from 'node:stream'

import { readRecentAlerts } from '../../mail/jobs/queueOwnerAlert'
import { backupStore } from '../../platform/backup/backupStore'
import { CACHING } from '../../platform/http/cachePolicies'
import { adminEndpoint, dataAnswer, errorsAnswer } from '../endpoints/adminEndpoint'
import { BACKUP_FAILED } from './runScheduledBackup'

/** How far back the Backups page shows failed scheduled backups. */
const FAILURES_SHOWN_DAYS = 7

/** `GET /cms-api/globals/backup-settings/backups`: every backup, newest first, and recent failures. */
export const listBackupsEndpoint = adminEndpoint('Only an admin may see the backups.', {
  path: '/backups',
  method: 'get',
  handler: async (req) => {
    const store = backupStore()
    const failures = (await readRecentAlerts(req.payload, FAILURES_SHOWN_DAYS)).filter(
      (alert) => alert.problem === BACKUP_FAILED,
    )
    // The failures still show when the folder or bucket cannot be read: that is when they matter.
    const listed = await store.list().then(
      (backups) => ({ backups }),
      (error: Error) => ({
        backups: [],
        problem: `The backups could not be listed: ${error.message}`,
      }),
    )
    return dataAnswer({ where: store.where, ...listed, failures })
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
