import { E2E_PORT } from '../../playwright.config'
import { freePort } from '../helpers/freePort'
import { ensureCurrentBuild } from '../helpers/serverProcess'
import { startTestServer } from '../helpers/testServer'

/** Starts the production server on a fresh embedded database; Playwright calls the result on teardown. */
export default async function globalSetup() {
  ensureCurrentBuild()
  const server = await startTestServer({
    name: `test-e2e-${E2E_PORT}`,
    port: E2E_PORT,
    dbPort: await freePort(),
  })
  return async () => {
    await server.stop()
  }
}
