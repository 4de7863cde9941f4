import { freePort } from '../../../helpers/freePort'
import { startTestServer, type TestServer } from '../../../helpers/testServer'

/**
 * A production server of its own (fresh embedded database) with the production queue settings:
 * jobs picked up every 5 s, retries from 10 s doubling, the requeue sweep every 5 minutes. No
 * timer is shortened, so the primary path (the job queued with the inquiry) is what delivers;
 * only a test about the sweep itself may pass shorter timings in `env`.
 */
export const startEmailTestServer = async (
  name: string,
  env: Record<string, string> = {},
  fresh = true,
): Promise<TestServer> =>
  startTestServer({
    name: `test-email-${name}`,
    port: await freePort(),
    dbPort: await freePort(),
    env,
    fresh,
  })
