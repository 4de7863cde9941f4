import { type ChildProcess, execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import { PROJECT_ROOT } from '../../src/paths'

/** The production server's entry, as `npm run serve` starts it: the bundle of decision 0009. */
export const SERVER_ENTRY = 'dist/server.js'

/**
 * Brings the production build up to date with the sources, as `npm start` does (only the parts
 * whose inputs changed: nothing right after `npm test`'s build), so that a test never starts a
 * server older than the code it tests. The test set-ups call it once per run.
 */
export const ensureCurrentBuild = (): void => {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-needed'], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** The admin every test and bench server creates on its first start. */
export const TEST_ADMIN = { email: 'admin@test.local', password: 'Tidy-otter-Lantern-83!' }

/**
 * The environment of a production server process on its own port, embedded database and data
 * folder (`.data/<name>`), as `npm run serve` runs it; `env` overrides any of it.
 */
export const serverProcessEnv = ({
  port,
  dbPort,
  dataDir,
  env = {},
}: {
  port: number
  /** The embedded database's port; none for a server given DATABASE_URL. */
  dbPort?: number
  dataDir: string
  env?: Record<string, string>
}): NodeJS.ProcessEnv => {
  const baseURL = `http://127.0.0.1:${port}`
  return {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: '--no-deprecation',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(port),
    SITE_URL: baseURL,
    EMBEDDED_DB_DIR: path.join(dataDir, 'postgres'),
    ...(dbPort ? { EMBEDDED_DB_PORT: String(dbPort) } : {}),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DATABASE_URL: '',
    // Uploads land in the server's own data folder, never the project's media/.
    MEDIA_DIR: path.join(dataDir, 'media'),
    // So do the last good copies of its site and the messages it keeps during an outage.
    OUTAGE_DIR: path.join(dataDir, 'outage'),
    // And its scheduled backups, should one fall due while it runs.
    BACKUP_DIR: path.join(dataDir, 'backups'),
    ...env,
  }
}

/** Stops a server process gracefully (SIGTERM, wait for exit), then removes its data folder unless kept. */
export const stopServerProcess = async (
  child: ChildProcess,
  dataDir: string,
  { keepData = false }: { keepData?: boolean } = {},
): Promise<void> => {
  if (child.exitCode === null) {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }
  if (!keepData) rmSync(dataDir, { recursive: true, force: true })
}
