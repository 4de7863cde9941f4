import { afterAll } from 'vitest'

import { freePort } from '../helpers/freePort'
import { TEST_ADMIN } from '../helpers/serverProcess'
import { startTestServer } from '../helpers/testServer'
import { ownDatabase } from './fileDatabase'

/**
 * The importing test file's own production server, on its own copy of the run's template
 * database: nothing another file does, in parallel or before, reaches its data or its caches.
 * Importing this module starts it; after the file's last test it stops and its database and
 * uploads folder go.
 */
const database = await ownDatabase()
const server = await startTestServer({
  name: `test-${database.name}`,
  port: await freePort(),
  databaseURL: database.url,
  // Many files post inquiries from 127.0.0.1; the limit itself is tested on its own server.
  env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' },
})
// Registered after the database's own hook: hooks run in reverse, so the server stops first.
afterAll(() => server.stop())

export const { baseURL, databaseURL, mediaDir } = server
/** The admin the template holds. */
export const admin = TEST_ADMIN
