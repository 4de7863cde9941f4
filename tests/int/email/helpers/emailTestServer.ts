import { freePort } from '../../../helpers/freePort'
import { startTestServer, type TestServer } from '../../../helpers/testServer'

/**
 * Queue timings for tests: jobs picked up every second, retries from 300 ms doubling, and the
 * requeue sweep every 3 s, so an outage test takes seconds instead of the production minutes.
 */
export const FAST_QUEUE_ENV = {
  EMAIL_QUEUE_CRON: '* * * * * *',
  EMAIL_RETRY_BASE_MS: '300',
  EMAIL_RETRY_ATTEMPTS: '5',
  EMAIL_REQUEUE_CRON: '*/3 * * * * *',
  SMTP_TIMEOUT_MS: '3000',
}

/** A production server of its own (fresh embedded database) with fast queue timings. */
export const startEmailTestServer = async (
  name: string,
  env: Record<string, string> = {},
  fresh = true,
): Promise<TestServer> =>
  startTestServer({
    name: `test-email-${name}`,
    port: await freePort(),
    dbPort: await freePort(),
    env: { ...FAST_QUEUE_ENV, ...env },
    fresh,
  })
