import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import type { TestServer } from '../../helpers/testServer'
import { adminClient, eventually, postInquiry } from './helpers/cmsClient'
import { startEmailTestServer } from './helpers/emailTestServer'
import { type SmtpSink, startSmtpSink } from './helpers/smtpSink'

const OWNER = 'owner@portfolio.test'

let server: TestServer
let admin: Awaited<ReturnType<typeof adminClient>>
let sink: SmtpSink
/** Each test posts from its own loopback address: its own visitor for the rate limit. */
let visitor = 10
const nextVisitor = () => `127.0.0.${visitor++}`

const submit = async (data: Record<string, unknown>, from = nextVisitor()): Promise<number> => {
  const res = await postInquiry(server.baseURL, data, from)
  expect(res.status, res.body).toBe(201)
  return res.json().data.id as number
}

beforeAll(async () => {
  ;[server, sink] = await Promise.all([startEmailTestServer('notify'), startSmtpSink({ port: await freePort() })])
  admin = await adminClient(server.baseURL)
  await admin.saveSmtpSettings({ host: '127.0.0.1', port: sink.port, user: '', from: 'Portfolio <site@portfolio.test>', adminEmail: OWNER, isActive: true })
})

afterAll(async () => {
  await Promise.all([server?.stop(), sink?.stop()])
})

describe('inquiry notification email', () => {
  it('emails the owner exactly once with the visitor’s name, email and message', async () => {
    const before = sink.messages.length
    const id = await submit({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'A project for you',
      message: 'Hello!\nCould you build me an analytical engine? Ünïcödé welcome.',
    })
    await sink.waitForMessages(before + 1)
    const done = await eventually(async () => {
      const doc = await admin.inquiry(id)
      return doc.notificationStatus === 'sent' && doc
    }, 10_000, 'status sent')
    expect(done.notificationAttempts).toBe(1)
    expect(done.notifiedAt).toBeTruthy()

    // Give a duplicate the chance to show up, then read the mailbox like its owner would.
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const mails = sink.messages.slice(before)
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
    await admin.saveSmtpSettings({ isActive: false })
    const before = sink.messages.length
    const id = await submit({ name: 'Quiet Visitor', email: 'quiet@example.org', message: 'Nobody should be emailed.' })
    const doc = await eventually(async () => {
      const current = await admin.inquiry(id)
      return current.notificationStatus === 'skipped' && current
    }, 10_000, 'status skipped')
    expect(doc.message).toBe('Nobody should be emailed.')
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(sink.messages.length).toBe(before)
    await admin.saveSmtpSettings({ isActive: true })
  })

  it('uses changed settings for the next message without a restart', async () => {
    const other = await startSmtpSink({ port: await freePort() })
    try {
      await admin.saveSmtpSettings({ port: other.port, adminEmail: 'new-owner@portfolio.test' })
      const before = sink.messages.length
      await submit({ name: 'Grace Hopper', email: 'grace@example.org', message: 'Moved mailbox?' })
      const [mail] = await other.waitForMessages(1)
      expect(mail!.envelope.to).toEqual(['new-owner@portfolio.test'])
      expect(mail!.text).toContain('Moved mailbox?')
      expect(sink.messages.length).toBe(before)
    } finally {
      await admin.saveSmtpSettings({ port: sink.port, adminEmail: OWNER })
      await other.stop()
    }
  })

  it('sends the optional auto-reply to the visitor with the admin’s text', async () => {
    await admin.saveSmtpSettings({
      autoReply: { enabled: true, subject: 'Got it, thanks!', message: 'Dear {name},\nI will answer soon.' },
    })
    try {
      const before = sink.messages.length
      await submit({ name: 'Alan Turing', email: 'alan@example.org', message: 'Can machines think?' })
      await sink.waitForMessages(before + 2)
      const reply = sink.to('alan@example.org')
      expect(reply).toHaveLength(1)
      expect(reply[0]!.subject).toBe('Got it, thanks!')
      expect(reply[0]!.text).toContain('Dear Alan Turing,\nI will answer soon.')
      expect(reply[0]!.text).toContain('> Can machines think?')
      expect(sink.messages.slice(before).filter((mail) => mail.envelope.to.includes(OWNER))).toHaveLength(1)
    } finally {
      await admin.saveSmtpSettings({ autoReply: { enabled: false } })
    }
  })

  it('delivers every inquiry exactly once after an SMTP outage', async () => {
    await sink.stop()
    const before = sink.messages.length
    const ids: number[] = []
    // Ten visitors write while the mail server is down.
    for (let i = 0; i < 10; i++) {
      ids.push(await submit({ name: `Visitor ${i}`, email: `visitor${i}@example.org`, message: `Outage message #${i}` }))
    }
    // All stored; each has been tried and is waiting to retry.
    const waiting = await eventually(async () => {
      const docs = await admin.inquiries(ids)
      return docs.length === 10 && docs.every((doc) => doc.notificationStatus === 'failed') && docs
    }, 15_000, 'all 10 failed once')
    for (const doc of waiting) {
      expect(doc.notificationAttempts).toBeGreaterThanOrEqual(1)
      expect(doc.notificationError).toMatch(/connect/i)
    }

    await sink.start()
    const back = Date.now()
    await sink.waitForMessages(before + 10, 30_000)
    const deliveredAfterMs = Date.now() - back
    const sent = await eventually(async () => {
      const docs = await admin.inquiries(ids)
      return docs.every((doc) => doc.notificationStatus === 'sent') && docs
    }, 10_000, 'all 10 sent')
    expect(sent.every((doc) => doc.notificationError === null || doc.notificationError === undefined)).toBe(true)

    // Retries keep running for a while: none may produce a second copy.
    await new Promise((resolve) => setTimeout(resolve, 4000))
    const received = sink.messages.slice(before).map((mail) => /Outage message #(\d+)/.exec(mail.text)?.[1])
    expect(received.sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
    console.info(`[email] 10 queued inquiries delivered ${deliveredAfterMs} ms after SMTP came back`)
  })
})
