import { rmSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { eventually } from '../email/helpers/cmsClient'
import { type SmtpSink, startSmtpSink } from '../email/helpers/smtpSink'
import { startCluster, stopCluster } from '../security/helpers/embeddedCluster'

const MINUTE_MS = 60_000

/**
 * A database outage told to the owner: the real database stopped under a Payload instance and
 * started again; the monitor's clock (only the clock) is moved on meanwhile, so the outage lasts
 * the minutes the test says while the test takes seconds. The alert path is the server's own:
 * the monitor's recovery, the five-minute rule, the owner-alert record and the queued e-mail,
 * delivered by the job runner through the SMTP settings to a real SMTP server.
 */
describe('the owner told of a database outage', () => {
  let port: number
  let dataDir: string
  let sink: SmtpSink
  let payload: Payload
  let monitor: import('../../../src/platform/db/databaseMonitor').DatabaseMonitor
  /** The monitor's clock: real time plus what the test adds. */
  let skew = 0

  beforeAll(async () => {
    port = await freePort()
    dataDir = path.join(PROJECT_ROOT, '.data', `test-outage-alert-${port}`)
    rmSync(dataDir, { recursive: true, force: true })
    // Before the settings module is first imported (it reads them once); the outages' warnings
    // are the test's own doing.
    process.env.LOG_LEVEL = 'error'
    process.env.PAYLOAD_SECRET ??= 'outage-alert-test-secret-0123456789abcdef'
    process.env.MEDIA_DIR = path.join(dataDir, 'media')
    const { startEmbeddedPostgres } = await import('../../../src/platform/db/embeddedPostgres')
    // Made by the embedded module, then run by pg_ctl so the test can stop and start it.
    const made = await startEmbeddedPostgres({ dataDir, port, database: 'portfolio' })
    await made.stop()
    startCluster(dataDir, port)
    process.env.DATABASE_URL = made.url
    sink = await startSmtpSink({ port: await freePort() })
    const { initPayload } = await import('../../../src/server/boot/initPayload')
    payload = await initPayload()
    await payload.updateGlobal({
      slug: 'smtp-config',
      data: {
        host: '127.0.0.1',
        port: sink.port,
        from: 'Portfolio <site@portfolio.test>',
        adminEmail: 'owner@portfolio.test',
        isActive: true,
      },
      overrideAccess: true,
    })
    const { createDatabaseMonitor, probePool } =
      await import('../../../src/platform/db/databaseMonitor')
    const { alertAfterLongOutages } =
      await import('../../../src/server/alerts/alertAfterLongOutages')
    const { pool } = payload.db as unknown as { pool: Pool }
    const log = { warn: () => {}, info: () => {} }
    monitor = createDatabaseMonitor({
      probe: () => probePool(pool, log),
      log,
      now: () => Date.now() + skew,
    })
    alertAfterLongOutages(payload, monitor)
  })

  afterAll(async () => {
    monitor?.stop()
    await payload?.destroy().catch(() => {})
    await stopCluster(dataDir).catch(() => {})
    await sink?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** Stops the database until the monitor sees it down, moves the clock on, starts it again. */
  const outage = async (minutes: number) => {
    await stopCluster(dataDir)
    await eventually(async () => !(await monitor.check()), 20_000, 'the monitor to see it down')
    skew += minutes * MINUTE_MS
    startCluster(dataDir, port)
    await eventually(() => monitor.check(), 20_000, 'the monitor to see it back')
  }

  /** Runs the e-mail queue until nothing is left to send. */
  const sendQueuedMail = async () => {
    await eventually(
      async () => {
        await payload.jobs.run({ queue: 'email' })
        const { totalDocs } = await payload.count({
          collection: 'payload-jobs',
          where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
          overrideAccess: true,
        })
        return totalDocs === 0
      },
      20_000,
      'the e-mail queue to empty',
    )
  }

  const alertsRecorded = async () =>
    (
      await payload.find({
        collection: 'owner-alerts',
        overrideAccess: true,
        pagination: false,
      })
    ).docs

  it('says nothing of an outage of five minutes or less', async () => {
    await outage(4)
    await sendQueuedMail()
    expect(await alertsRecorded()).toEqual([])
    expect(sink.messages).toHaveLength(0)
  })

  it('e-mails the owner once after a longer one, and not again the same day', async () => {
    await outage(12)
    await eventually(async () => (await alertsRecorded()).length === 1, 10_000, 'the alert')
    await sendQueuedMail()
    const [mail] = await sink.waitForMessages(1)
    expect(mail!.envelope.to).toEqual(['owner@portfolio.test'])
    expect(mail!.subject).toBe("Your portfolio's database was unreachable for 12 minutes")
    expect(mail!.text).toContain('It answers again now')

    await outage(7)
    await sendQueuedMail()
    expect(await alertsRecorded()).toHaveLength(1)
    expect(sink.messages).toHaveLength(1)
  })
}, 180_000)
