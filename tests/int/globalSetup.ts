import type { TestProject } from 'vitest/node'

import { freePort } from '../helpers/freePort'
import { ensureCurrentBuild, TEST_ADMIN } from '../helpers/serverProcess'
import { startTestServer } from '../helpers/testServer'

/** Starts one production server for every integration file and hands its address to the tests. */
export default async function setup(project: TestProject) {
  ensureCurrentBuild()
  const port = await freePort()
  const server = await startTestServer({
    name: `test-int-${port}`,
    port,
    dbPort: await freePort(),
    // Many files post inquiries from 127.0.0.1 here; the limit itself is tested on its own server.
    env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '1000' },
  })
  project.provide('baseURL', server.baseURL)
  project.provide('databaseURL', server.databaseURL)
  project.provide('mediaDir', server.mediaDir)
  project.provide('admin', TEST_ADMIN)
  return async () => {
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseURL: string
    /** The shared server's uploads folder. */
    mediaDir: string
    admin: { email: string; password: string }
  }
}
