import { beforeAll, describe, expect, it } from 'vitest'

import { eventually, http, postInquiry } from '../helpers/cmsClient'
import { type EmailTestContext, OWNER } from '../helpers/emailTestContext'
import { untilJobsDone } from '../helpers/untilJobsDone'

const VALID = {
  name: 'Real Person',
  email: 'real@example.org',
  subject: 'Hello',
  message: 'A genuine message.',
}

const expectError = (
  res: { status: number; json: () => any },
  status: number,
  field?: string,
  message?: RegExp,
) => {
  expect(res.status).toBe(status)
  const { error } = res.json()
  expect(error.status).toBe(status)
  if (field) expect(error.fields?.[field]).toMatch(message ?? /./)
  return error
}

/** Honeypot, per-IP rate limit, length limits, email validity and CR/LF (header injection). */
export const contactFormSuite = (ctx: EmailTestContext) =>
  describe('contact form abuse defences', () => {
    beforeAll(async () => {
      await ctx.admin.saveSmtpSettings({
        host: '127.0.0.1',
        port: ctx.sink.port,
        user: '',
        adminEmail: OWNER,
        isActive: true,
      })
    })

    it('accepts a filled honeypot silently, flags it as spam and never emails it', async () => {
      const from = ctx.nextVisitor()
      const before = ctx.sink.messages.length
      const spam = await postInquiry(
        ctx.server.baseURL,
        { ...VALID, name: 'Bot', website: 'http://cheap-pills.example' },
        from,
      )
      const real = await postInquiry(ctx.server.baseURL, VALID, from)
      // The bot gets the very same answer as a person.
      expect(spam.status).toBe(201)
      expect(Object.keys(spam.json().data).sort()).toEqual(Object.keys(real.json().data).sort())
      expect(spam.body).not.toMatch(/spam|honeypot/i)

      await ctx.sink.waitForMessages(before + 1)
      await untilJobsDone(ctx.server.databaseURL, [spam.json().data.id, real.json().data.id])
      const mails = ctx.sink.messages.slice(before)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain('A genuine message.')
      expect(mails.map((mail) => mail.text).join('\n')).not.toContain('Bot')
      const stored = await ctx.admin.inquiry(spam.json().data.id)
      expect(stored).toMatchObject({
        spam: true,
        notificationStatus: 'spam',
        notificationAttempts: 0,
      })
      // Spam is kept out of the owner's unread list.
      const unread = await http(`${ctx.server.baseURL}/api/inquiries/unread`, {
        headers: { Authorization: `Bearer ${ctx.admin.token}` },
      })
      const unreadIds = unread.json().data.map((doc: { id: number }) => doc.id)
      expect(unreadIds).toContain(real.json().data.id)
      expect(unreadIds).not.toContain(spam.json().data.id)
    })

    it('limits each address to 5 messages a minute, then answers 429 with Retry-After', async () => {
      const from = ctx.nextVisitor()
      for (let i = 0; i < 5; i++) {
        expect(
          (await postInquiry(ctx.server.baseURL, { ...VALID, message: `Message ${i}` }, from))
            .status,
        ).toBe(201)
      }
      const limited = await postInquiry(ctx.server.baseURL, VALID, from)
      const error = expectError(limited, 429)
      expect(error.code).toBe('rate_limited')
      expect(error.message).toMatch(/too many/i)
      const retryAfter = Number(limited.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
      // Another visitor is not affected.
      expect((await postInquiry(ctx.server.baseURL, VALID, ctx.nextVisitor())).status).toBe(201)
    })

    it('rejects fields over their length limit with a clear message, and oversized bodies with 413', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ ...VALID, name: 'n'.repeat(101) }, 'name', /at most 100 characters/i],
        [{ ...VALID, subject: 's'.repeat(201) }, 'subject', /at most 200 characters/i],
        [{ ...VALID, message: 'm'.repeat(5001) }, 'message', /at most 5000 characters/i],
        [{ ...VALID, email: `${'e'.repeat(250)}@example.org` }, 'email', /./],
      ]
      for (const [body, field, message] of cases) {
        expectError(
          await postInquiry(ctx.server.baseURL, body, ctx.nextVisitor()),
          400,
          field,
          message,
        )
      }
      // At the limit is fine.
      expect(
        (
          await postInquiry(
            ctx.server.baseURL,
            { ...VALID, message: 'm'.repeat(5000) },
            ctx.nextVisitor(),
          )
        ).status,
      ).toBe(201)

      const huge = await postInquiry(
        ctx.server.baseURL,
        { ...VALID, message: 'x'.repeat(200_000) },
        ctx.nextVisitor(),
      )
      const error = expectError(huge, 413)
      expect(error.message).toMatch(/larger than/i)
    })

    it('requires a valid email address, a name and a message', async () => {
      for (const email of [
        'not-an-email',
        'a@b',
        'two@@example.org',
        'x@example.org\r\nBcc: victim@example.org',
      ]) {
        expectError(
          await postInquiry(ctx.server.baseURL, { ...VALID, email }, ctx.nextVisitor()),
          400,
          'email',
          /valid e-mail/i,
        )
      }
      expectError(
        await postInquiry(
          ctx.server.baseURL,
          { email: VALID.email, message: 'Hi' },
          ctx.nextVisitor(),
        ),
        400,
        'name',
      )
      expectError(
        await postInquiry(
          ctx.server.baseURL,
          { name: 'A', email: VALID.email, message: '   ' },
          ctx.nextVisitor(),
        ),
        400,
        'message',
      )
    })

    it('rejects CR/LF in name and subject (no header injection)', async () => {
      const before = ctx.sink.messages.length
      const injections = [
        'Eve\r\nBcc: victim@example.org',
        'Eve\nX-Injected: yes',
        'Eve\rBcc: victim@example.org',
      ]
      for (const bad of injections) {
        expectError(
          await postInquiry(ctx.server.baseURL, { ...VALID, name: bad }, ctx.nextVisitor()),
          400,
          'name',
          /line breaks/i,
        )
        expectError(
          await postInquiry(ctx.server.baseURL, { ...VALID, subject: bad }, ctx.nextVisitor()),
          400,
          'subject',
          /line breaks/i,
        )
      }
      // Payload's own API refuses them too: it creates no inquiries at all, even for the admin.
      const direct = await ctx.admin.call('/cms-api/inquiries', {
        method: 'POST',
        body: JSON.stringify({ ...VALID, subject: 'Hi\r\nBcc: victim@example.org' }),
      })
      expect(direct.status).toBe(403)
      // A line break inside the message body is fine: it never reaches a header.
      const multiLine = await postInquiry(
        ctx.server.baseURL,
        { ...VALID, message: 'Line 1\r\nLine 2' },
        ctx.nextVisitor(),
      )
      expect(multiLine.status).toBe(201)
      await eventually(
        async () =>
          (await ctx.admin.inquiry(multiLine.json().data.id)).notificationStatus === 'sent',
        10_000,
        'sent',
      )
      const mails = ctx.sink.messages.slice(before)
      expect(mails.some((mail) => mail.envelope.to.includes('victim@example.org'))).toBe(false)
      expect(mails.some((mail) => 'x-injected' in mail.headers)).toBe(false)
    })
  })
