import type { TestProject } from 'vitest/node'

import { startTestServer, TEST_ADMIN } from '../helpers/testServer'

/** Ports of the integration suite's server and its embedded PostgreSQL. */
const PORT = 3311
const DB_PORT = 54411

/** Starts one production server for every integration file and hands its address to the tests. */
export default async function setup(project: TestProject) {
  const server = await startTestServer({ name: 'test-int', port: PORT, dbPort: DB_PORT })
  project.provide('baseURL', server.baseURL)
  project.provide('databaseURL', server.databaseURL)
  project.provide('admin', TEST_ADMIN)
  return async () => {
    await server.stop()
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseURL: string
    admin: { email: string; password: string }
  }
}
