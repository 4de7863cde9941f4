import { createServer, type Server, type Socket } from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { adminClient, eventually, postInquiry } from './helpers/cmsClient'
import { type SmtpSink, startSmtpSink } from './helpers/smtpSink'
import { untilJobsDone } from './helpers/untilJobsDone'

/** A mail server that accepts connections and then says nothing: sends hang until they time out. */
const startBlackHole = async (port: number): Promise<{ stop: () => Promise<void> }> => {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** Counts notification jobs being processed, straight from the server's database. */
const countProcessingJobs = async (databaseURL: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM payload_jobs WHERE processing AND task_slug = 'sendInquiryNotification'`,
    )
    return rows[0].n as number
  } finally {
    await client.end()
  }
}

/**
 * Delivery survives what retries alone cannot: an outage longer than a job's retries (the
 * requeue sweep takes over) and a hard crash in the middle of sending (the restart recovers).
 * Each runs on a server of its own: only the sweep test shortens the sweep (and cuts retries
 * to one, so a job gives up within a second); the crash test runs on production timings, so
 * the sweep cannot stand in for the restart's own recovery.
 */
let server: TestServer
let sink: SmtpSink | undefined
let smtpPort: number
let serverOptions: Parameters<typeof startTestServer>[0]

const startRecoveryServer = async (name: string, env: Record<string, string>) => {
  smtpPort = await freePort()
  serverOptions = { name, port: await freePort(), dbPort: await freePort(), env }
  server = await startTestServer(serverOptions)
  const admin = await adminClient(server.baseURL)
  await admin.saveSmtpSettings({
    host: '127.0.0.1',
    port: smtpPort,
    adminEmail: 'owner@portfolio.test',
    isActive: true,
  })
}

const stopRecoveryServer = async () => {
  await server?.stop()
  await sink?.stop()
  sink = undefined
}

describe('delivery recovery: the requeue sweep', () => {
  beforeAll(() =>
    startRecoveryServer('test-email-sweep', {
      EMAIL_RETRY_BASE_MS: '300',
      EMAIL_RETRY_ATTEMPTS: '1',
      EMAIL_REQUEUE_CRON: '*/3 * * * * *',
    }),
  )
  afterAll(stopRecoveryServer)

  it('re-queues inquiries whose retries ran out during a long outage, and sends each once', async () => {
    const admin = await adminClient(server.baseURL)
    const ids: number[] = []
    for (let i = 0; i < 2; i++) {
      const res = await postInquiry(
        server.baseURL,
        { name: `Patient ${i}`, email: `p${i}@example.org`, message: `Long outage #${i}` },
        `127.0.0.${70 + i}`,
      )
      expect(res.status).toBe(201)
      ids.push(res.json().data.id)
    }
    // Nothing listens on the SMTP port: both jobs use up their retries (two tries each, a tick
    // of the queue apart). Counted on the inquiries, where attempts only grow: a count of jobs
    // that gave up falls again as soon as the 3 s sweep replaces one (seen in a fresh clone).
    const failed = await eventually(
      async () => {
        const docs = await admin.inquiries(ids)
        return docs.every(
          (doc) => doc.notificationStatus === 'failed' && doc.notificationAttempts >= 2,
        )
          ? docs
          : undefined
      },
      30_000,
      'retries used up',
    )
    expect(failed).toHaveLength(2)

    // …and the sweep keeps giving them fresh ones until the mail server is back.
    sink = await startSmtpSink({ port: smtpPort })
    await sink.waitForMessages(2, 20_000)
    await eventually(
      async () => (await admin.inquiries(ids)).every((doc) => doc.notificationStatus === 'sent'),
      10_000,
      'sent',
    )
    // Once no job is left about them, a duplicate would already have arrived.
    await untilJobsDone(server.databaseURL, ids)
    expect(sink.messages.map((mail) => /Long outage #(\d+)/.exec(mail.text)?.[1]).sort()).toEqual([
      '0',
      '1',
    ])
    await sink.stop()
    sink = undefined
  }, 90_000)
})

describe('delivery recovery: a crash mid-send (production timings)', () => {
  // Set-up: the four inquiries are stored by an instance that runs no jobs, so that the next
  // one's first tick takes all four at once. Taken over two ticks, the first batch would hang
  // on the silent server (the runner starts no tick while one runs) and four never send at once.
  beforeAll(() => startRecoveryServer('test-email-crash', { JOBS_AUTORUN: 'false' }))
  afterAll(stopRecoveryServer)

  it('delivers every inquiry exactly once after the server is killed mid-send and restarted', async () => {
    const ids: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await postInquiry(
        server.baseURL,
        { name: `Crash ${i}`, email: `c${i}@example.org`, message: `Crash test #${i}` },
        `127.0.0.${80 + i}`,
      )
      expect(res.status).toBe(201)
      ids.push(res.json().data.id)
    }
    await server.stop({ keepData: true })
    const blackHole = await startBlackHole(smtpPort)
    serverOptions = { ...serverOptions, env: {}, fresh: false }
    server = await startTestServer(serverOptions)
    // The runner's first tick (within 5 s) takes the four jobs, which hang on the silent server:
    // kill the process hard, mid-send.
    await eventually(
      async () => (await countProcessingJobs(server.databaseURL)) === 4,
      30_000,
      '4 jobs processing',
    )
    const exited = new Promise((resolve) => server.process.once('exit', resolve))
    server.process.kill('SIGKILL')
    await exited
    await blackHole.stop()

    // The mail server is healthy again; the restarted server must pick everything up.
    sink = await startSmtpSink({ port: smtpPort })
    const restartedAt = Date.now()
    server = await startTestServer({ ...serverOptions, fresh: false })
    await sink.waitForMessages(4, 30_000)
    console.info(
      `[email] 4 interrupted inquiries delivered ${Date.now() - restartedAt} ms after the restart began`,
    )

    const restartedAdmin = await adminClient(server.baseURL)
    await eventually(
      async () =>
        (await restartedAdmin.inquiries(ids)).every((doc) => doc.notificationStatus === 'sent'),
      10_000,
      'all sent',
    )
    await untilJobsDone(server.databaseURL, ids)
    const received = sink.messages.map((mail) => /Crash test #(\d+)/.exec(mail.text)?.[1]).sort()
    expect(received).toEqual(['0', '1', '2', '3'])
    expect(await countProcessingJobs(server.databaseURL)).toBe(0)
  }, 120_000)
})
