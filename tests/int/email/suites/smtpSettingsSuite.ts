import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { freePort } from '../../../helpers/freePort'
import { TEST_ADMIN } from '../../../helpers/serverProcess'
import { eventually, http, postInquiry } from '../helpers/cmsClient'
import {
  AUTH_SINK_PASSWORD,
  AUTH_SINK_USER,
  type EmailTestContext,
  OWNER,
} from '../helpers/emailTestContext'

/** Every row of every table of the server's database, as text. */
const dumpDatabase = async (databaseURL: string): Promise<string> => {
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
    let dump = ''
    for (const { name } of tables) {
      const { rows } = await client.query(`SELECT t::text AS row FROM ${name} t`)
      dump += rows.map((row) => row.row).join('\n')
    }
    return dump
  } finally {
    await client.end()
  }
}

/**
 * The SMTP settings against a server that requires a login: the password is write-only and
 * encrypted, the test message reports success or the SMTP error in plain words.
 */
export const smtpSettingsSuite = (ctx: EmailTestContext) =>
  describe('SMTP settings', () => {
    /** The public contract, as the admin SPA calls it (Bearer token). */
    const api = (method: string, path: string, body?: unknown) =>
      http(`${ctx.server.baseURL}/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${ctx.admin.token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })

    it('stores the password encrypted and never returns it from any API', async () => {
      const put = await api('PUT', '/smtp-config', {
        host: '127.0.0.1',
        port: ctx.authSink.port,
        user: AUTH_SINK_USER,
        password: AUTH_SINK_PASSWORD,
        from: 'Portfolio <mailer@portfolio.test>',
        adminEmail: OWNER,
        isActive: true,
      })
      expect(put.status, put.body).toBe(200)
      expect(put.json().data).toMatchObject({
        host: '127.0.0.1',
        port: ctx.authSink.port,
        passwordSet: true,
      })

      const answers = [
        put.body,
        (await api('GET', '/smtp-config')).body,
        (await ctx.admin.call('/cms-api/globals/smtp-config')).text,
        (await ctx.admin.call('/cms-api/globals/smtp-config?depth=2&draft=true')).text,
        (
          await ctx.admin.call('/cms-api/graphql', {
            method: 'POST',
            body: JSON.stringify({ query: '{ SmtpConfig { host user password passwordSet } }' }),
          })
        ).text,
        JSON.stringify(await ctx.admin.saveSmtpSettings({ host: '127.0.0.1' })),
        // The admin's settings page itself (its server-rendered form state).
        (
          await http(`${ctx.server.baseURL}/admin/globals/smtp-config`, {
            headers: {
              Cookie: `payload-token=${ctx.admin.token}`,
              'Sec-Fetch-Site': 'same-origin',
            },
          })
        ).body,
      ]
      expect(answers.at(-1)).toContain('Send test email')
      for (const answer of answers) {
        expect(answer).not.toContain(AUTH_SINK_PASSWORD)
        expect(answer).not.toContain('enc:v1:')
      }
      expect(JSON.parse(answers[2]!)).toMatchObject({ password: null, passwordSet: true })

      const dump = await dumpDatabase(ctx.server.databaseURL)
      expect(dump).toContain('enc:v1:')
      expect(dump).not.toContain(AUTH_SINK_PASSWORD)
      expect(dump).not.toContain(Buffer.from(AUTH_SINK_PASSWORD).toString('base64'))
    })

    it('keeps the stored password when an update leaves it blank', async () => {
      expect((await api('PUT', '/smtp-config', { password: '', adminEmail: OWNER })).status).toBe(
        200,
      )
      await ctx.admin.saveSmtpSettings({ password: '', isActive: true })
      await ctx.admin.saveSmtpSettings({ from: 'Portfolio <mailer@portfolio.test>' })
      const test = await api('GET', '/smtp-config/test')
      expect(test.json().data).toMatchObject({ ok: true })
      expect(ctx.authSink.logins.at(-1)).toEqual({ user: AUTH_SINK_USER, ok: true })
    })

    it('sends a real test message and reports success', async () => {
      const before = ctx.authSink.messages.length
      const res = await api('GET', '/smtp-config/test')
      expect(res.status).toBe(200)
      expect(res.json().data).toEqual({ ok: true, message: expect.stringContaining(OWNER) })
      const [mail] = (await ctx.authSink.waitForMessages(before + 1)).slice(before)
      expect(mail!.envelope.to).toEqual([OWNER])
      expect(mail!.subject).toMatch(/test/i)

      // The admin's "Send test email" button calls Payload's side with the session.
      const button = await ctx.admin.call('/cms-api/globals/smtp-config/test', { method: 'POST' })
      expect(JSON.parse(button.text)).toMatchObject({ ok: true })
    })

    it('reports a wrong password in plain words', async () => {
      await api('PUT', '/smtp-config', { password: 'not-the-password' })
      try {
        const res = await api('GET', '/smtp-config/test')
        expect(res.status).toBe(200)
        const { ok, message } = res.json().data
        expect(ok).toBe(false)
        expect(message).toMatch(/rejected the user name or password/)
        expect(message).not.toMatch(/at .*\.(ts|js):\d+/)
        expect(res.body).not.toContain('not-the-password')
        expect(ctx.authSink.logins.at(-1)).toEqual({ user: AUTH_SINK_USER, ok: false })
      } finally {
        await api('PUT', '/smtp-config', { password: AUTH_SINK_PASSWORD })
      }
    })

    it('reports an unreachable server in plain words', async () => {
      const closedPort = await freePort()
      await api('PUT', '/smtp-config', { port: closedPort })
      try {
        const { ok, message } = (await api('GET', '/smtp-config/test')).json().data
        expect(ok).toBe(false)
        expect(message).toMatch(new RegExp(`Could not connect to 127\\.0\\.0\\.1:${closedPort}`))
      } finally {
        await api('PUT', '/smtp-config', { port: ctx.authSink.port })
      }
    })

    it('lets only an admin send a test message', async () => {
      expect((await http(`${ctx.server.baseURL}/api/smtp-config/test`)).status).toBe(401)
      expect(
        (await http(`${ctx.server.baseURL}/cms-api/globals/smtp-config/test`, { method: 'POST' }))
          .status,
      ).toBe(401)
    })

    it('sends Payload’s own mail (password reset) through the same settings', async () => {
      const before = ctx.authSink.messages.length
      const res = await http(`${ctx.server.baseURL}/cms-api/users/forgot-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: TEST_ADMIN.email }),
      })
      expect(res.status, res.body).toBe(200)
      const [mail] = (await ctx.authSink.waitForMessages(before + 1)).slice(before)
      expect(mail!.envelope.to).toEqual([TEST_ADMIN.email])
      expect(mail!.headers.from).toContain('mailer@portfolio.test')
      expect(mail!.raw).toMatch(/reset-password|reset/i)
    })

    it('notifies the owner through a server that requires a login', async () => {
      const before = ctx.authSink.messages.length
      const res = await postInquiry(
        ctx.server.baseURL,
        {
          name: 'Katherine Johnson',
          email: 'kj@example.org',
          message: 'Trajectory check, please.',
        },
        ctx.nextVisitor(),
      )
      expect(res.status).toBe(201)
      const [mail] = (await ctx.authSink.waitForMessages(before + 1)).slice(before)
      expect(mail!.text).toContain('Katherine Johnson')
      expect(mail!.text).toContain('kj@example.org')
      expect(mail!.text).toContain('Trajectory check, please.')
      await eventually(
        async () => (await ctx.admin.inquiry(res.json().data.id)).notificationStatus === 'sent',
        10_000,
        'sent',
      )
    })
  })
