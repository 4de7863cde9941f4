import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { call, expectError, login } from './contractHelpers'
import { databaseURL } from '../fileServer'

let token: string
let original: any
const received: { to: string[]; body: string }[] = []
let smtp: SMTPServer
let smtpPort: number

beforeAll(async () => {
  token = await login()
  original = (await call('GET', '/smtp-config', { token })).json.data
  smtpPort = await freePort()
  // STARTTLS and AUTH off: a plain local server the settings can point at.
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData: (stream, session, callback) => {
      let body = ''
      stream.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()))
})

afterAll(async () => {
  const { passwordSet: _p, ...settings } = original
  await call('PUT', '/smtp-config', { token, body: settings })
  // The contract can only replace a password, never remove one: clear the test's directly.
  const client = new pg.Client({ connectionString: databaseURL })
  await client.connect()
  if (!original.passwordSet) await client.query('UPDATE smtp_config SET password = NULL')
  await client.end()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('/api/smtp-config (admin only)', () => {
  it('refuses anonymous callers on every call', async () => {
    expectError(await call('GET', '/smtp-config'), 401)
    expectError(await call('PUT', '/smtp-config', { body: { host: 'evil.example.com' } }), 401)
    expectError(
      await call('PATCH', '/smtp-config/toggle-active', { body: { isActive: true } }),
      401,
    )
    expectError(await call('GET', '/smtp-config/test'), 401)
  })

  it('answers the settings without the password, saying whether one is set', async () => {
    const res = await call('GET', '/smtp-config', { token })
    expect(res.status).toBe(200)
    expect(Object.keys(res.json.data).sort()).toEqual([
      'adminEmail',
      'from',
      'host',
      'isActive',
      'passwordSet',
      'port',
      'user',
    ])
    expect(res.json.data.port).toEqual(expect.any(Number))
  })

  it('stores a password without ever answering it, and merges partial updates', async () => {
    const put = await call('PUT', '/smtp-config', {
      token,
      body: {
        host: 'mail.example.com',
        port: 2525,
        user: 'mailer',
        password: 'Top-Secret-123',
        adminEmail: 'owner@test.local',
      },
    })
    expect(put.status, JSON.stringify(put.json)).toBe(200)
    expect(put.json.data).toMatchObject({
      host: 'mail.example.com',
      port: 2525,
      user: 'mailer',
      passwordSet: true,
    })
    expect(JSON.stringify(put.json)).not.toContain('Top-Secret-123')
    expect(put.json.data).not.toHaveProperty('password')

    const partial = await call('PUT', '/smtp-config', { token, body: { port: 2526, password: '' } })
    expect(partial.json.data).toMatchObject({
      host: 'mail.example.com',
      port: 2526,
      passwordSet: true,
    })
    const read = await call('GET', '/smtp-config', { token })
    expect(JSON.stringify(read.json)).not.toContain('Top-Secret-123')
    expect(read.json.data.passwordSet).toBe(true)
  })

  it('validates the settings', async () => {
    const res = await call('PUT', '/smtp-config', {
      token,
      body: { port: 70000, adminEmail: 'nope', host: 'a\r\nb' },
    })
    expectError(res, 400, 'validation_error')
    expect(Object.keys(res.json.error.fields).sort()).toEqual(['adminEmail', 'host', 'port'])
  })

  it('toggles notifications with {isActive}, or flips them given no body', async () => {
    const on = await call('PATCH', '/smtp-config/toggle-active', {
      token,
      body: { isActive: true },
    })
    expect(on.json.data.isActive).toBe(true)
    const off = await call('PATCH', '/smtp-config/toggle-active', {
      token,
      body: { isActive: false },
    })
    expect(off.json.data.isActive).toBe(false)
    const bad = await call('PATCH', '/smtp-config/toggle-active', {
      token,
      body: { isActive: 'yes' },
    })
    expectError(bad, 400)
    expect(bad.json.error.fields).toHaveProperty('isActive')
    // A body must say which state: {} is refused, not read as "flip".
    const empty = await call('PATCH', '/smtp-config/toggle-active', { token, body: {} })
    expectError(empty, 400, 'validation_error')
    expect(empty.json.error.fields).toHaveProperty('isActive')
    expect((await call('PATCH', '/smtp-config/toggle-active', { token })).json.data.isActive).toBe(
      true,
    )
    expect((await call('PATCH', '/smtp-config/toggle-active', { token })).json.data.isActive).toBe(
      false,
    )
  })

  it('sends a test message to adminEmail and says what happened', async () => {
    await call('PUT', '/smtp-config', {
      token,
      body: {
        host: '127.0.0.1',
        port: smtpPort,
        user: '',
        from: 'Portfolio <portfolio@test.local>',
        adminEmail: 'owner@test.local',
      },
    })
    const ok = await call('GET', '/smtp-config/test', { token })
    expect(ok.status).toBe(200)
    expect(ok.json.data).toMatchObject({
      ok: true,
      message: expect.stringContaining('owner@test.local'),
    })
    expect(received.some((mail) => mail.to.includes('owner@test.local'))).toBe(true)

    const closedPort = await freePort()
    await call('PUT', '/smtp-config', { token, body: { port: closedPort } })
    const failed = await call('GET', '/smtp-config/test', { token })
    expect(failed.status).toBe(200)
    expect(failed.json.data.ok).toBe(false)
    expect(failed.json.data.message).toEqual(expect.any(String))
  })
})
