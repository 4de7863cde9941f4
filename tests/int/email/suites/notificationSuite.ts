import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../../helpers/freePort'
import { eventually, postInquiry } from '../helpers/cmsClient'
import { type EmailTestContext, OWNER } from '../helpers/emailTestContext'
import { startSmtpSink } from '../helpers/smtpSink'
import { untilJobsDone } from '../helpers/untilJobsDone'

/** Notification jobs for one inquiry in the server's database, read directly. */
const notificationJobsFor = async (databaseURL: string, inquiryId: number): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM payload_jobs
        WHERE task_slug = 'sendInquiryNotification' AND (input->>'inquiryId')::int = $1`,
      [inquiryId],
    )
    return rows[0].n as number
  } finally {
    await client.end()
  }
}

/** How long after the POST the owner's email may arrive: one 5 s queue tick plus the send. */
const DELIVERY_DEADLINE_MS = 10_000

/** An inquiry produces one email to the owner, through the settings as they are right now. */
export const notificationSuite = (ctx: EmailTestContext) =>
  describe('inquiry notification email', () => {
    const submit = async (data: Record<string, unknown>): Promise<number> => {
      const res = await postInquiry(ctx.server.baseURL, data, ctx.nextVisitor())
      expect(res.status, res.body).toBe(201)
      return res.json().data.id as number
    }

    /** The inquiry once its email is recorded as sent. */
    const untilSent = (id: number) =>
      eventually(
        async () => {
          const doc = await ctx.admin.inquiry(id)
          return doc.notificationStatus === 'sent' && doc
        },
        10_000,
        'status sent',
      )

    beforeAll(async () => {
      await ctx.admin.saveSmtpSettings({
        host: '127.0.0.1',
        port: ctx.sink.port,
        user: '',
        from: 'Portfolio <site@portfolio.test>',
        adminEmail: OWNER,
        isActive: true,
      })
    })

    it('queues the owner’s email with the inquiry and sends it within 10 s, exactly once', async () => {
      const before = ctx.sink.messages.length
      const postedAt = Date.now()
      const id = await submit({
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        subject: 'A project for you',
        message: 'Hello!\nCould you build me an analytical engine? Ünïcödé welcome.',
      })
      // The job is written in the transaction that stores the inquiry, so it exists when the
      // POST answers (the queue's next tick is up to 5 s away; the requeue sweep 5 minutes).
      expect(await notificationJobsFor(ctx.server.databaseURL, id)).toBe(1)
      await ctx.sink.waitForMessages(before + 1, DELIVERY_DEADLINE_MS)
      console.info(`[email] owner's email received ${Date.now() - postedAt} ms after the POST`)
      const done = await untilSent(id)
      expect(done.notificationAttempts).toBe(1)
      expect(done.notifiedAt).toBeTruthy()

      // Once a duplicate could no longer come, read the mailbox like its owner would.
      await untilJobsDone(ctx.server.databaseURL, [id])
      const mails = ctx.sink.messages.slice(before)
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(mail!.envelope.to).toEqual([OWNER])
      expect(mail!.headers.from).toContain('site@portfolio.test')
      expect(mail!.subject).toContain('Ada Lovelace')
      expect(mail!.subject).toContain('A project for you')
      expect(mail!.headers['reply-to']).toContain('ada@example.org')
      expect(mail!.text).toContain('Ada Lovelace')
      expect(mail!.text).toContain('ada@example.org')
      expect(mail!.text).toContain('Could you build me an analytical engine? Ünïcödé welcome.')
    })

    it('sends nothing while notifications are switched off, and still stores the inquiry', async () => {
      await ctx.admin.saveSmtpSettings({ isActive: false })
      try {
        const before = ctx.sink.messages.length
        const id = await submit({
          name: 'Quiet Visitor',
          email: 'quiet@example.org',
          message: 'Nobody should be emailed.',
        })
        const doc = await eventually(
          async () => {
            const current = await ctx.admin.inquiry(id)
            return current.notificationStatus === 'skipped' && current
          },
          10_000,
          'status skipped',
        )
        expect(doc.message).toBe('Nobody should be emailed.')
        await untilJobsDone(ctx.server.databaseURL, [id])
        expect(ctx.sink.messages.length).toBe(before)
      } finally {
        await ctx.admin.saveSmtpSettings({ isActive: true })
      }
    })

    it('uses changed settings for the next message without a restart', async () => {
      const other = await startSmtpSink({ port: await freePort() })
      try {
        await ctx.admin.saveSmtpSettings({
          port: other.port,
          adminEmail: 'new-owner@portfolio.test',
        })
        const before = ctx.sink.messages.length
        await submit({
          name: 'Grace Hopper',
          email: 'grace@example.org',
          message: 'Moved mailbox?',
        })
        const [mail] = await other.waitForMessages(1)
        expect(mail!.envelope.to).toEqual(['new-owner@portfolio.test'])
        expect(mail!.text).toContain('Moved mailbox?')
        expect(ctx.sink.messages.length).toBe(before)
      } finally {
        await ctx.admin.saveSmtpSettings({ port: ctx.sink.port, adminEmail: OWNER })
        await other.stop()
      }
    })

    it('keeps what the owner changed on the inquiry while its email outcome was being written', async () => {
      // The owner's save of the inquiry (marking it read) is still in its transaction when the
      // job writes "sent": the job's write waits for the row, then must not undo the mark. A
      // write of the whole document, as read before the owner's commit, did (a lost update).
      const slow = await startSmtpSink({ port: await freePort(), hold: true })
      const owner = new pg.Client({ connectionString: ctx.server.databaseURL })
      const watcher = new pg.Client({ connectionString: ctx.server.databaseURL })
      await Promise.all([owner.connect(), watcher.connect()])
      try {
        await ctx.admin.saveSmtpSettings({ port: slow.port })
        const id = await submit({
          name: 'Edsger Dijkstra',
          email: 'edsger@example.org',
          message: 'Read me while I am on my way.',
        })
        await eventually(async () => slow.held() === 1, DELIVERY_DEADLINE_MS, 'the email held')
        await owner.query('BEGIN')
        await owner.query(`UPDATE inquiries SET read = true, updated_at = now() WHERE id = $1`, [
          id,
        ])
        slow.release()
        // Watched from another session: one inside a transaction sees a frozen pg_stat_activity.
        const ownerPid = (await owner.query('SELECT pg_backend_pid() AS pid')).rows[0].pid
        await eventually(
          async () => {
            const { rows } = await watcher.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))`,
              [ownerPid],
            )
            return rows[0].n === 1
          },
          10_000,
          "the job's write waiting for the owner's",
        )
        await owner.query('COMMIT')
        const done = await untilSent(id)
        expect(done).toMatchObject({
          read: true,
          notificationStatus: 'sent',
          notificationAttempts: 1,
        })
        await untilJobsDone(ctx.server.databaseURL, [id])
        expect(slow.messages).toHaveLength(1)
      } finally {
        await Promise.all([owner.end(), watcher.end()])
        await ctx.admin.saveSmtpSettings({ port: ctx.sink.port })
        await slow.stop()
      }
    })

    it('sends the optional auto-reply to the visitor with the admin’s text', async () => {
      await ctx.admin.saveSmtpSettings({
        autoReply: {
          enabled: true,
          subject: 'Got it, thanks!',
          message: 'Dear {name},\nI will answer soon.',
        },
      })
      try {
        const before = ctx.sink.messages.length
        await submit({
          name: 'Alan Turing',
          email: 'alan@example.org',
          message: 'Can machines think?',
        })
        await ctx.sink.waitForMessages(before + 2)
        const reply = ctx.sink.to('alan@example.org')
        expect(reply).toHaveLength(1)
        expect(reply[0]!.subject).toBe('Got it, thanks!')
        expect(reply[0]!.headers['auto-submitted']).toBe('auto-replied')
        expect(reply[0]!.text).toContain('Dear Alan Turing,\nI will answer soon.')
        expect(reply[0]!.text).toContain('> Can machines think?')
        expect(
          ctx.sink.messages.slice(before).filter((mail) => mail.envelope.to.includes(OWNER)),
        ).toHaveLength(1)
      } finally {
        await ctx.admin.saveSmtpSettings({ autoReply: { enabled: false } })
      }
    })

    it('delivers every inquiry exactly once after an SMTP outage', async () => {
      await ctx.sink.stop()
      const before = ctx.sink.messages.length
      const ids: number[] = []
      // Ten visitors write while the mail server is down: each is stored and answered 201.
      for (let i = 0; i < 10; i++) {
        ids.push(
          await submit({
            name: `Visitor ${i}`,
            email: `visitor${i}@example.org`,
            message: `Outage message #${i}`,
          }),
        )
      }
      // Each has been tried, failed, and waits for its retry.
      const waiting = await eventually(
        async () => {
          const docs = await ctx.admin.inquiries(ids)
          return (
            docs.length === 10 && docs.every((doc) => doc.notificationStatus === 'failed') && docs
          )
        },
        15_000,
        'all 10 failed once',
      )
      for (const doc of waiting) {
        expect(doc.notificationAttempts).toBeGreaterThanOrEqual(1)
        expect(doc.notificationError).toMatch(
          /Could not connect to 127\.0\.0\.1:\d+: the connection was refused/,
        )
      }

      await ctx.sink.start()
      const back = Date.now()
      await ctx.sink.waitForMessages(before + 10, 30_000)
      const deliveredAfterMs = Date.now() - back
      const sent = await eventually(
        async () => {
          const docs = await ctx.admin.inquiries(ids)
          return docs.every((doc) => doc.notificationStatus === 'sent') && docs
        },
        10_000,
        'all 10 sent',
      )
      expect(sent.every((doc) => !doc.notificationError)).toBe(true)

      // Retries keep running for a while: none may produce a second copy.
      await untilJobsDone(ctx.server.databaseURL, ids)
      const received = ctx.sink.messages
        .slice(before)
        .map((mail) => /Outage message #(\d+)/.exec(mail.text)?.[1])
      expect(received.sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
      console.info(
        `[email] 10 queued inquiries delivered ${deliveredAfterMs} ms after SMTP came back`,
      )
    })
  })
