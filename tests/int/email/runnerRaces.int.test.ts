import { createServer, type Server, type Socket } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { adminClient, eventually, postInquiry } from './helpers/cmsClient'

/**
 * Two instances of the production build run their job runners on one database (production
 * queue timings) while the mail server hangs and then fails, and the jobs they hold are deleted
 * under them, as a third runner that finished them first would. Payload's failure bookkeeping
 * then writes to jobs that no longer exist. Every transaction must still end, and both
 * instances must keep answering: before the fix, each leaked one pooled connection per failed
 * job until the pool ran dry and the API answered 503 for good.
 */
const SECRET = '4e1c9b7a2d5f8e0c3a6b9d2f5e8a1c4b7d0e3f6a'
/**
 * One runner takes up to 20 jobs a tick (EMAIL_QUEUE_BATCH) and the pool has 10 connections,
 * so a leak per failed job drains a pool; the rest of the inquiries are for the other runner.
 */
const POOL_SIZE = 10
const INQUIRIES = 24

/**
 * Both runners tick on the same 5 s boundaries and start no batch while one runs (Payload's cron
 * `protect`): a tick while the inquiries are being posted left each hanging on the few jobs there
 * were, and never a pool's worth claimed. So their jobs are held as they are queued and released
 * together, as if all had arrived at once.
 */
const HOLD_NOTIFICATIONS = `
CREATE FUNCTION hold_notification() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN NEW.wait_until := now() + interval '1 day'; RETURN NEW; END $$;
CREATE TRIGGER hold_notifications BEFORE INSERT ON payload_jobs FOR EACH ROW
  WHEN (NEW.task_slug = 'sendInquiryNotification') EXECUTE FUNCTION hold_notification()`
const RELEASE_NOTIFICATIONS = `
DROP TRIGGER hold_notifications ON payload_jobs;
DROP FUNCTION hold_notification();
UPDATE payload_jobs SET wait_until = NULL WHERE task_slug = 'sendInquiryNotification'`

/** A mail server that accepts connections and then says nothing, until `fail` drops them all. */
const startHangingSmtp = async (port: number) => {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    connections: () => sockets.size,
    /** Stops listening and resets every open connection: each send in flight fails at once. */
    fail: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        for (const socket of sockets) socket.resetAndDestroy()
      }),
  }
}

const query = async <T = Record<string, unknown>>(databaseURL: string, sql: string) => {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    return (await client.query(sql)).rows as T[]
  } finally {
    await client.end()
  }
}

let first: TestServer
let second: TestServer | undefined

beforeAll(async () => {
  // The silent mail server must hold every connection until the test fails them: the sends of a
  // batch start over several seconds on a busy machine, and the default 15 s greeting timeout
  // could close the first before the last opens. How sends time out is not what this tests.
  const env = { PAYLOAD_SECRET: SECRET, SMTP_TIMEOUT_MS: '90000' }
  first = await startTestServer({
    name: 'test-email-runners',
    port: await freePort(),
    dbPort: await freePort(),
    env,
  })
  // The same build on the same database, as a second instance behind a load balancer.
  second = await startTestServer({
    name: 'test-email-runners-2',
    port: await freePort(),
    dbPort: await freePort(),
    env: { ...env, DATABASE_URL: first.databaseURL },
  })
}, 180_000)

afterAll(async () => {
  await second?.stop()
  await first?.stop()
})

describe('job runners racing on one database', () => {
  it('ends every transaction when jobs fail after another runner deleted them, and keeps serving', async () => {
    const smtpPort = await freePort()
    const smtp = await startHangingSmtp(smtpPort)
    const admin = await adminClient(first.baseURL)
    await admin.saveSmtpSettings({
      host: '127.0.0.1',
      port: smtpPort,
      adminEmail: 'owner@portfolio.test',
      isActive: true,
    })
    await query(first.databaseURL, HOLD_NOTIFICATIONS)
    for (let i = 0; i < INQUIRIES; i++) {
      const res = await postInquiry(
        first.baseURL,
        { name: `Racer ${i}`, email: `racer${i}@example.org`, message: `Race #${i}` },
        `127.0.1.${10 + Math.floor(i / 4)}`,
      )
      expect(res.status, res.body).toBe(201)
    }
    await query(first.databaseURL, RELEASE_NOTIFICATIONS)
    // Both runners pick jobs up and hang on the silent mail server… Claims are atomic (ADR
    // 0021): the two runners share the jobs instead of both taking the same ones, and stay busy
    // with them. Every claimed job must be sending, and at least a pool's worth (10) of them, so
    // that a leak per failed job would show.
    await eventually(
      async () => {
        const [{ n: processing }] = await query<{ n: number }>(
          first.databaseURL,
          `SELECT count(*)::int AS n FROM payload_jobs WHERE processing`,
        )
        return processing >= POOL_SIZE && smtp.connections() >= processing
      },
      60_000,
      'the claimed jobs sending',
    )
    // …another runner "finishes" them first and deletes them, then the mail server fails.
    await query(
      first.databaseURL,
      `DELETE FROM payload_jobs WHERE task_slug = 'sendInquiryNotification'`,
    )
    const failedAt = Date.now()
    await smtp.fail()

    // No connection of either instance is left inside a transaction (PostgreSQL would only end
    // them after 30 s idle, and the pool would never get them back).
    const stuck = async () =>
      (
        await query<{ n: number }>(
          first.databaseURL,
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND state LIKE 'idle in transaction%'
              AND now() - state_change > interval '2 seconds'`,
        )
      )[0]!.n
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect(await stuck()).toBe(0)

    // Both instances answer their API and report the database up within 10 s of the failures.
    for (const server of [first, second!]) {
      await eventually(
        async () => {
          const [projects, health] = await Promise.all([
            fetch(`${server.baseURL}/api/projects`),
            fetch(`${server.baseURL}/api/health`),
          ])
          return projects.status === 200 && health.status === 200
        },
        Math.max(1_000, 10_000 - (Date.now() - failedAt)),
        `${server.baseURL} serving`,
      )
    }
    // And keep doing so once PostgreSQL's idle-in-transaction timeout (30 s) has passed.
    await new Promise((resolve) => setTimeout(resolve, 30_000))
    for (const server of [first, second!]) {
      const health = await fetch(`${server.baseURL}/api/health`)
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' })
      expect((await fetch(`${server.baseURL}/api/projects`)).status).toBe(200)
    }
  }, 150_000)
})
