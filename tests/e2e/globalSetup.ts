import { startTestServer } from '../helpers/testServer'

/** Starts the production server on a fresh embedded database; Playwright calls the result on teardown. */
export default async function globalSetup() {
  const server = await startTestServer({ name: 'test-e2e', port: 3322, dbPort: 54422 })
  return async () => {
    await server.stop()
  }
}
