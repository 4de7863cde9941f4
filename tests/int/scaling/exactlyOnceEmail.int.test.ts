import { execFileSync } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { adminClient, eventually, postInquiry } from '../email/helpers/cmsClient'
import { type SmtpSink, startSmtpSink } from '../email/helpers/smtpSink'
import { untilJobsDone } from '../email/helpers/untilJobsDone'
import { type Cluster, startCluster } from './helpers/cluster'

/**
 * Three instances on one PostgreSQL, every one running the email queue (the default, production
 * timings), sending to a real SMTP server. Each message must leave exactly once: no two runners
 * may claim the same job, and an instance that starts must not take back jobs that another,
 * living instance is sending right now. Before, both happened: the claim was a find followed by
 * an update, and every start released every job marked `processing`.
 */
const OWNER = 'owner@portfolio.test'
/**
 * One tick of the email queue at its production setting (EMAIL_QUEUE_CRON, every 5 s), and a
 * second for margin: a job wrongly let go is claimed by some runner within it.
 */
const RUNNER_TICKS_MS = 2 * 5_000 + 1_000

let cluster: Cluster
let sink: SmtpSink | undefined
let slowSink: SmtpSink | undefined

beforeAll(async () => {
  cluster = await startCluster({
    name: 'test-scaling-email',
    instances: 3,
    // The slow mail server holds a message while an instance restarts; the sender must wait
    // for it, not time out.
    env: { SMTP_TIMEOUT_MS: '120000' },
  })
}, 240_000)

afterAll(async () => {
  await cluster?.stop()
  await sink?.stop()
  await slowSink?.stop()
})

/** Messages per key, for the keys that did not arrive exactly once. */
const notExactlyOnce = (keys: string[], count: (key: string) => number) =>
  Object.fromEntries(
    keys.map((key) => [key, count(key)] as const).filter(([, times]) => times !== 1),
  )

/** Process ids with an open connection to the mail server on `port` (the instances sending). */
const sendingPids = (port: number): number[] => {
  const out = execFileSync('ss', ['-tnpH', 'state', 'established', `( dport = :${port} )`], {
    encoding: 'utf8',
  })
  return [...out.matchAll(/pid=(\d+)/g)].map((match) => Number(match[1]))
}

describe('email with every instance running the queue', () => {
  it('sends each of 30 inquiries’ notification and auto-reply exactly once', async () => {
    sink = await startSmtpSink({ port: await freePort() })
    const admin = await adminClient(cluster.servers[0]!.baseURL)
    await admin.saveSmtpSettings({
      host: '127.0.0.1',
      port: sink.port,
      adminEmail: OWNER,
      isActive: true,
      autoReply: { enabled: true, subject: 'Thanks for writing', message: 'Dear {name}, thanks.' },
    })
    const keys = Array.from({ length: 30 }, (_, i) => `Q${String(i).padStart(2, '0')}`)
    const ids: number[] = []
    for (const [i, key] of keys.entries()) {
      // Spread over the instances, from 10 addresses (3 each: under the per-minute limit).
      const res = await postInquiry(
        cluster.servers[i % 3]!.baseURL,
        { name: `Visitor ${key}`, email: `${key.toLowerCase()}@example.org`, message: `#${key}` },
        `127.0.4.${10 + (i % 10)}`,
      )
      expect(res.status, res.body).toBe(201)
      ids.push(res.json().data.id)
    }
    await sink.waitForMessages(60, 120_000)
    // A job claimed twice would still be running, or its copy already sent, when none is left.
    await untilJobsDone(cluster.databaseURL, ids, 60_000)
    const notifications = sink.messages.filter((mail) => mail.envelope.to.includes(OWNER))
    expect(
      notExactlyOnce(
        keys,
        (key) => notifications.filter((mail) => mail.subject.includes(`Visitor ${key}`)).length,
      ),
    ).toEqual({})
    expect(
      notExactlyOnce(keys, (key) => sink!.to(`${key.toLowerCase()}@example.org`).length),
    ).toEqual({})
    expect(sink.messages).toHaveLength(60)
    // Nothing is left claimed, and the instances let go of their locks on the finished jobs
    // (they check every 15 s).
    await eventually(
      async () =>
        (
          await cluster.query<{ n: number }>(
            `SELECT ((SELECT count(*) FROM payload_jobs WHERE processing)
                  + (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'))::int AS n`,
          )
        )[0]!.n === 0,
      40_000,
      'no job claimed, no lock held',
    )
  }, 240_000)

  it('does not send again when another instance restarts while one is sending', async () => {
    slowSink = await startSmtpSink({ port: await freePort(), hold: true })
    const admin = await adminClient(cluster.servers[0]!.baseURL)
    await admin.saveSmtpSettings({
      host: '127.0.0.1',
      port: slowSink.port,
      adminEmail: OWNER,
      isActive: true,
      autoReply: { enabled: false },
    })
    const res = await postInquiry(
      cluster.servers[1]!.baseURL,
      { name: 'Patient Visitor', email: 'patient@example.org', message: 'Take your time' },
      '127.0.4.50',
    )
    expect(res.status, res.body).toBe(201)
    const id: number = res.json().data.id
    // One instance is now in the middle of sending it (the mail server holds the message).
    await eventually(async () => slowSink!.held() === 1, 60_000, 'a message being sent')
    const senders = sendingPids(slowSink.port)
    expect(senders).toHaveLength(1)
    const idle = cluster.servers.findIndex((server) => !senders.includes(server.process.pid!))
    expect(idle).toBeGreaterThanOrEqual(0)
    await cluster.restartServer(idle)
    // The restarted instance is up: it recovered whatever it recovers at start. The job must
    // still be claimed, and stay so while every runner ticks, with no second send begun.
    const claimed = async () =>
      (
        await cluster.query<{ processing: boolean }>(
          `SELECT processing FROM payload_jobs
            WHERE task_slug = 'sendInquiryNotification' AND (input->>'inquiryId')::int = $1`,
          [id],
        )
      ).map((job) => job.processing)
    expect(await claimed()).toEqual([true])
    await new Promise((resolve) => setTimeout(resolve, RUNNER_TICKS_MS))
    expect(await claimed()).toEqual([true])
    expect(slowSink.held()).toBe(1)
    expect(sendingPids(slowSink.port)).toEqual(senders)
    slowSink.release()
    await untilJobsDone(cluster.databaseURL, [id], 60_000)
    expect(slowSink.to(OWNER)).toHaveLength(1)
  }, 300_000)
})
