import { afterAll } from 'vitest'

import { freePort } from '../helpers/freePort'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { ownDatabase } from './fileDatabase'

/**
 * A production server of the calling file's own, on its own copy of the run's template
 * database (with `empty`, a new empty one it migrates and seeds as on a first start), started
 * with `env` (small limits, say) and, with `captureOutput`, its log kept for `output()`. It
 * stops after the file's last test, before its database goes.
 */
export const ownServer = async ({
  empty = false,
  ...options
}: {
  empty?: boolean
  env?: Record<string, string>
  captureOutput?: boolean
} = {}): Promise<TestServer> => {
  const database = await ownDatabase({ empty })
  const server = await startTestServer({
    name: `test-${database.name}`,
    port: await freePort(),
    databaseURL: database.url,
    ...options,
  })
  // Registered after the database's own hook: hooks run in reverse, so the server stops first.
  afterAll(() => server.stop())
  return server
}
