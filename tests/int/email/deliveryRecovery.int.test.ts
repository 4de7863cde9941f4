import { createServer, type Server, type Socket } from 'node:net'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { startTestServer, type TestServer } from '../../helpers/testServer'
import { adminClient, eventually, postInquiry } from './helpers/cmsClient'
import { FAST_QUEUE_ENV } from './helpers/emailTestServer'
import { type SmtpSink, startSmtpSink } from './helpers/smtpSink'

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

const processingJobs = async (databaseURL: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM payload_jobs WHERE processing AND task_slug = 'sendInquiryNotification'`)
    return rows[0].n as number
  } finally {
    await client.end()
  }
}

let server: TestServer | undefined
let sink: SmtpSink | undefined

afterAll(async () => {
  await server?.stop()
  await sink?.stop()
})

describe('crash recovery', () => {
  it('delivers every inquiry exactly once after the server is killed mid-send and restarted', async () => {
    const [port, dbPort, smtpPort] = [await freePort(), await freePort(), await freePort()]
    const options = { name: 'test-email-crash', port, dbPort, env: FAST_QUEUE_ENV }
    server = await startTestServer(options)
    const blackHole = await startBlackHole(smtpPort)
    const admin = await adminClient(server.baseURL)
    await admin.saveSmtpSettings({ host: '127.0.0.1', port: smtpPort, adminEmail: 'owner@portfolio.test', isActive: true })

    const ids: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await postInquiry(server.baseURL, { name: `Crash ${i}`, email: `c${i}@example.org`, message: `Crash test #${i}` }, `127.0.0.${60 + i}`)
      expect(res.status).toBe(201)
      ids.push(res.json().data.id)
    }
    // The jobs are now stuck talking to the silent server: kill the process hard, mid-send.
    await eventually(async () => (await processingJobs(server!.databaseURL)) === 4, 10_000, '4 jobs processing')
    const exited = new Promise((resolve) => server!.process.once('exit', resolve))
    server.process.kill('SIGKILL')
    await exited
    await blackHole.stop()

    // The mail server is healthy again; the restarted server must pick everything up.
    sink = await startSmtpSink({ port: smtpPort })
    const restartedAt = Date.now()
    server = await startTestServer({ ...options, fresh: false })
    await sink.waitForMessages(4, 30_000)
    console.info(`[email] 4 interrupted inquiries delivered ${Date.now() - restartedAt} ms after the restart began`)

    const restartedAdmin = await adminClient(server.baseURL)
    await eventually(async () => (await restartedAdmin.inquiries(ids)).every((doc) => doc.notificationStatus === 'sent'), 10_000, 'all sent')
    await new Promise((resolve) => setTimeout(resolve, 4000))
    const received = sink.messages.map((mail) => /Crash test #(\d+)/.exec(mail.text)?.[1]).sort()
    expect(received).toEqual(['0', '1', '2', '3'])
    expect(await processingJobs(server.databaseURL)).toBe(0)
  })
})
