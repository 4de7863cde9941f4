import { generateSync } from 'otplib'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { freePort } from '../../helpers/freePort'
import { TEST_ADMIN } from '../../helpers/serverProcess'
import { ownServer } from '../ownServer'
import { startSmtpSink, type SmtpSink } from './helpers/smtpSink'

/**
 * Issue 32's notices, at a real SMTP server: a sign-in from a device the account has not used
 * before, a changed password and a turned-off second factor each email the account's owner,
 * through the queue at its production pace. A sign-in from a known device sends nothing.
 */
// Production queue timings: no timer is shortened.
const server = await ownServer()
let sink: SmtpSink

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

const logIn = async (userAgent: string, password = TEST_ADMIN.password) => {
  const res = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email: TEST_ADMIN.email, password }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { token: string } }).data
}

beforeAll(async () => {
  sink = await startSmtpSink({ port: await freePort() })
  const { token } = await logIn(CHROME_LINUX)
  const saved = await fetch(`${server.baseURL}/api/smtp-config`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: sink.port,
      from: 'Portfolio <site@portfolio.test>',
      adminEmail: 'owner@portfolio.test',
    }),
  })
  expect(saved.status).toBe(200)
}, 120_000)

afterAll(async () => {
  await sink?.stop()
})

it('tells the owner of a sign-in from a new device, and not of a known one', async () => {
  await logIn(CHROME_LINUX)
  await logIn(FIREFOX_WINDOWS)
  const [notice] = await sink.waitForMessages(1, 30_000)
  expect(notice!.envelope.to).toEqual([TEST_ADMIN.email])
  expect(notice!.subject).toBe('New sign-in to your portfolio admin')
  expect(notice!.text).toContain('Firefox on Windows')
  expect(sink.messages.filter((m) => m.text.includes('Chrome on Linux'))).toEqual([])
})

it('tells the owner that the password was changed', async () => {
  const before = sink.messages.length
  const { token } = await logIn(CHROME_LINUX)
  const me = await fetch(`${server.baseURL}/cms-api/users/me`, {
    headers: { authorization: `JWT ${token}` },
  })
  const { user } = (await me.json()) as { user: { id: number } }
  const changed = await fetch(`${server.baseURL}/cms-api/users/${user.id}`, {
    method: 'PATCH',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'Quiet-harbour-Lantern-61!' }),
  })
  expect(changed.status, await changed.text()).toBe(200)
  const [notice] = (await sink.waitForMessages(before + 1, 30_000)).slice(before)
  expect(notice!.subject).toBe('Your portfolio admin password was changed')
  expect(notice!.envelope.to).toEqual([TEST_ADMIN.email])
})

it('tells the owner that the second factor was turned off', async () => {
  const { token } = await logIn(CHROME_LINUX, 'Quiet-harbour-Lantern-61!')
  const call = (path: string, body: unknown) =>
    fetch(`${server.baseURL}/cms-api/users/second-factor${path}`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const setup = await call('/setup', {})
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data
  const enabled = await call('/enable', { code: generateSync({ secret }) })
  expect(enabled.status).toBe(200)
  const { recoveryCodes } = ((await enabled.json()) as { data: { recoveryCodes: string[] } }).data
  const before = sink.messages.length
  const off = await call('/disable', { code: recoveryCodes[0] })
  expect(off.status, await off.clone().text()).toBe(200)
  const [notice] = (await sink.waitForMessages(before + 1, 30_000)).slice(before)
  expect(notice!.subject).toBe('The second factor of your portfolio admin was turned off')
  expect(notice!.envelope.to).toEqual([TEST_ADMIN.email])
  expect(notice!.text).toContain('a password alone now signs in')
})
