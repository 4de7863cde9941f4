import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import type { TestServer } from '../../helpers/testServer'
import { adminClient, eventually, http, postInquiry } from './helpers/cmsClient'
import { startEmailTestServer } from './helpers/emailTestServer'
import { type SmtpSink, startSmtpSink } from './helpers/smtpSink'

const OWNER = 'owner@portfolio.test'
const VALID = { name: 'Real Person', email: 'real@example.org', subject: 'Hello', message: 'A genuine message.' }

let server: TestServer
let sink: SmtpSink
let admin: Awaited<ReturnType<typeof adminClient>>
let visitor = 30
/** A fresh visitor (source address) per test, so the rate limit only bites where it is tested. */
const nextVisitor = () => `127.0.0.${visitor++}`

const expectError = (res: { status: number; json: () => any }, status: number, field?: string, message?: RegExp) => {
  expect(res.status).toBe(status)
  const { error } = res.json()
  expect(error.status).toBe(status)
  if (field) expect(error.fields?.[field]).toMatch(message ?? /./)
  return error
}

beforeAll(async () => {
  ;[server, sink] = await Promise.all([startEmailTestServer('abuse'), startSmtpSink({ port: await freePort() })])
  admin = await adminClient(server.baseURL)
  await admin.saveSmtpSettings({ host: '127.0.0.1', port: sink.port, adminEmail: OWNER, isActive: true })
})

afterAll(async () => {
  await Promise.all([server?.stop(), sink?.stop()])
})

describe('contact form abuse defences', () => {
  it('accepts a filled honeypot silently, flags it as spam and never emails it', async () => {
    const from = nextVisitor()
    const spam = await postInquiry(server.baseURL, { ...VALID, name: 'Bot', website: 'http://cheap-pills.example' }, from)
    const real = await postInquiry(server.baseURL, VALID, from)
    // The bot gets the very same answer as a person.
    expect(spam.status).toBe(201)
    expect(Object.keys(spam.json().data).sort()).toEqual(Object.keys(real.json().data).sort())
    expect(spam.body).not.toMatch(/spam|honeypot/i)

    await sink.waitForMessages(1)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(sink.messages.map((mail) => mail.text).join('\n')).not.toContain('Bot')
    const stored = await admin.inquiry(spam.json().data.id)
    expect(stored).toMatchObject({ spam: true, notificationStatus: 'spam', notificationAttempts: 0 })
    // Spam is kept out of the owner's unread list.
    const unread = await http(`${server.baseURL}/api/inquiries/unread`, { headers: { Authorization: `Bearer ${admin.token}` } })
    const unreadIds = unread.json().data.map((doc: { id: number }) => doc.id)
    expect(unreadIds).toContain(real.json().data.id)
    expect(unreadIds).not.toContain(spam.json().data.id)
  })

  it('limits each address to 5 messages a minute, then answers 429 with Retry-After', async () => {
    const from = nextVisitor()
    for (let i = 0; i < 5; i++) {
      expect((await postInquiry(server.baseURL, { ...VALID, message: `Message ${i}` }, from)).status).toBe(201)
    }
    const limited = await postInquiry(server.baseURL, VALID, from)
    const error = expectError(limited, 429)
    expect(error.code).toBe('rate_limited')
    expect(error.message).toMatch(/too many/i)
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another visitor is not affected.
    expect((await postInquiry(server.baseURL, VALID, nextVisitor())).status).toBe(201)
  })

  it('rejects fields over their length limit with a clear message, and oversized bodies with 413', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...VALID, name: 'n'.repeat(101) }, 'name', /at most 100 characters/i],
      [{ ...VALID, subject: 's'.repeat(201) }, 'subject', /at most 200 characters/i],
      [{ ...VALID, message: 'm'.repeat(5001) }, 'message', /at most 5000 characters/i],
      [{ ...VALID, email: `${'e'.repeat(250)}@example.org` }, 'email', /./],
    ]
    for (const [body, field, message] of cases) {
      expectError(await postInquiry(server.baseURL, body, nextVisitor()), 400, field, message)
    }
    // At the limit is fine.
    expect((await postInquiry(server.baseURL, { ...VALID, message: 'm'.repeat(5000) }, nextVisitor())).status).toBe(201)

    const huge = await postInquiry(server.baseURL, { ...VALID, message: 'x'.repeat(200_000) }, nextVisitor())
    const error = expectError(huge, 413)
    expect(error.message).toMatch(/larger than/i)
  })

  it('requires a valid email address, a name and a message', async () => {
    for (const email of ['not-an-email', 'a@b', 'two@@example.org', 'x@example.org\r\nBcc: victim@example.org']) {
      expectError(await postInquiry(server.baseURL, { ...VALID, email }, nextVisitor()), 400, 'email', /valid e-mail/i)
    }
    expectError(await postInquiry(server.baseURL, { email: VALID.email, message: 'Hi' }, nextVisitor()), 400, 'name')
    expectError(await postInquiry(server.baseURL, { name: 'A', email: VALID.email, message: '   ' }, nextVisitor()), 400, 'message')
  })

  it('rejects CR/LF in name and subject (no header injection)', async () => {
    const before = sink.messages.length
    const injections = ['Eve\r\nBcc: victim@example.org', 'Eve\nX-Injected: yes', 'Eve\rBcc: victim@example.org']
    for (const bad of injections) {
      expectError(await postInquiry(server.baseURL, { ...VALID, name: bad }, nextVisitor()), 400, 'name', /line breaks/i)
      expectError(await postInquiry(server.baseURL, { ...VALID, subject: bad }, nextVisitor()), 400, 'subject', /line breaks/i)
    }
    // The Local/Payload API refuses them too, whoever writes.
    const direct = await admin.call('/cms-api/inquiries', {
      method: 'POST',
      body: JSON.stringify({ ...VALID, subject: 'Hi\r\nBcc: victim@example.org' }),
    })
    expect(direct.status).toBe(400)
    // A line break inside the message body is fine: it never reaches a header.
    const multiLine = await postInquiry(server.baseURL, { ...VALID, message: 'Line 1\r\nLine 2' }, nextVisitor())
    expect(multiLine.status).toBe(201)
    await eventually(async () => (await admin.inquiry(multiLine.json().data.id)).notificationStatus === 'sent', 10_000, 'sent')
    const mails = sink.messages.slice(before)
    expect(mails.some((mail) => mail.envelope.to.includes('victim@example.org'))).toBe(false)
    expect(mails.some((mail) => 'x-injected' in mail.headers)).toBe(false)
  })
})
