import { SMTP_TESTED_KEY } from '../../mail/smtpTestedAt'
import { type DeploymentCheck, failed, passed, reasonOf } from './deploymentCheck'

/** PostgreSQL 13 reached its end of life in November 2025: no more security fixes. */
const OLDEST_POSTGRES = 14

const SEE_DATABASE = 'Fix the database check first.'

export const databaseCheck: DeploymentCheck = {
  name: 'Database',
  run: async ({ database }) => {
    if (typeof database !== 'function')
      return failed(
        `cannot be reached (${database.unreachable})`,
        'Check that PostgreSQL runs and that DATABASE_URL (host, port, user, password, database) is right; unset, the embedded one starts with the server.',
      )
    const [row] = await database<{ server_version: string }>('SHOW server_version')
    const version = row?.server_version ?? 'unknown'
    const major = Number.parseInt(version, 10)
    return major >= OLDEST_POSTGRES
      ? passed(`PostgreSQL ${version} answers`)
      : failed(
          `PostgreSQL ${version} answers`,
          `Upgrade to PostgreSQL ${OLDEST_POSTGRES} or newer (back up first: npm run backup, then npm run restore into the new one).`,
        )
  },
}

/** Every migration of this build applied, and none the build does not know. */
export const migrationsCheck: DeploymentCheck = {
  name: 'Migrations',
  run: async ({ database, migrationNames }) => {
    if (typeof database !== 'function') return failed('not checked', SEE_DATABASE)
    let applied: string[]
    try {
      applied = (await database<{ name: string }>('SELECT name FROM payload_migrations')).map(
        (row) => row.name,
      )
    } catch (error) {
      return failed(
        `no migrations recorded (${reasonOf(error)})`,
        'Start the server once: it creates the tables on an empty database.',
      )
    }
    const known = new Set(migrationNames)
    const done = new Set(applied)
    // Payload marks a development schema push as `dev`: not a migration of any release.
    const unknown = applied.filter((migration) => !known.has(migration) && migration !== 'dev')
    const pending = migrationNames.filter((migration) => !done.has(migration))
    if (unknown.length)
      return failed(
        `the database has ${unknown.length} migration(s) this build does not know (${unknown.join(', ')})`,
        'A newer release changed this database: run that release again, or restore the backup made before the upgrade (npm run restore).',
      )
    if (pending.length)
      return failed(
        `${pending.length} migration(s) not applied (${pending.join(', ')})`,
        'Restart the server (npm start): it applies them as it starts, after a backup.',
      )
    return passed(`all ${migrationNames.length} applied`)
  },
}

/** The SMTP settings were saved, and a test email went out with them since. */
export const mailCheck: DeploymentCheck = {
  name: 'Mail settings',
  run: async ({ database }) => {
    if (typeof database !== 'function') return failed('not checked', SEE_DATABASE)
    const fix =
      'In the admin, open Globals → SMTP settings, save the settings and press "Send test email" until it arrives.'
    let settings: { updated_at: Date | null; host: string | null } | undefined
    let tested: { data: string } | undefined
    try {
      ;[settings] = await database<{ updated_at: Date | null; host: string | null }>(
        'SELECT updated_at, host FROM smtp_config LIMIT 1',
      )
      ;[tested] = await database<{ data: string }>('SELECT data FROM payload_kv WHERE key = $1', [
        SMTP_TESTED_KEY,
      ])
    } catch (error) {
      return failed(`not checked (${reasonOf(error)})`, 'Fix the migrations check first.')
    }
    if (!settings?.updated_at) return failed('never set up', fix)
    const testedAt = tested ? Date.parse(tested.data) : Number.NaN
    if (!(testedAt >= settings.updated_at.getTime()))
      return failed(
        tested
          ? `changed since the last test email (${new Date(testedAt).toISOString()})`
          : 'no test email sent yet',
        fix,
      )
    return passed(`${settings.host}: test email sent ${new Date(testedAt).toISOString()}`)
  },
}
