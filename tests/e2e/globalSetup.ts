import { E2E_PORT, E2E_WORKERS } from '../../playwright.config'
import { ensureCurrentBuild } from '../helpers/serverProcess'
import {
  createTestDatabase,
  prepareTemplate,
  startTestCluster,
  type TestCluster,
} from '../helpers/testCluster'
import { startTestServer, type TestServer } from '../helpers/testServer'
import { buildSpecSites } from './specSites'

/**
 * Brings the build up to date, then, side by side, makes the sites some specs serve as files
 * (unless `npm test` already has) and starts one production server per worker (E2E_PORT + the worker's parallel index), each on its
 * own copy of the template database. Playwright calls the result on teardown.
 */
export default async function globalSetup() {
  ensureCurrentBuild()
  // `npm test` made them beside the product's build (tests/e2e/prebuildSpecSites.ts).
  const sites = process.env.E2E_SPEC_SITES_READY === '1' ? Promise.resolve() : buildSpecSites()
  // Awaited below, with the servers; until then a failure must not count as unhandled.
  sites.catch(() => {})
  const cluster: TestCluster = await startTestCluster(`test-e2e-${E2E_PORT}-cluster`)
  // For the specs that start a server of their own (startServerOnCopy); workers inherit it.
  process.env.E2E_CLUSTER_URL = cluster.url
  const servers: TestServer[] = []
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await cluster.stop()
  }
  try {
    await prepareTemplate(cluster.url)
    for (let index = 0; index < E2E_WORKERS; index += 1) {
      const port = E2E_PORT + index
      servers.push(
        await startTestServer({
          name: `test-e2e-${port}`,
          port,
          databaseURL: await createTestDatabase(cluster.url, `e2e_${port}`),
        }),
      )
    }
    await sites
  } catch (error) {
    await stop()
    throw error
  }
  return stop
}
