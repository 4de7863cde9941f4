import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { PROJECT_ROOT } from '../../../src/paths'
import { freePort } from '../../helpers/freePort'
import { SERVER_ENTRY, serverProcessEnv } from '../../helpers/serverProcess'
import { ownServer } from '../ownServer'
import { type RawResponse, rawRequest } from './helpers/rawRequest'

/**
 * The password rule (at least 12 characters, not a common or predictable one, not containing the
 * e-mail's name) on every way a password is set: the create-first-user screen, "Change
 * password" (Payload's update), a new user, the reset link, and ADMIN_PASSWORD at start.
 * A fresh server without ADMIN_EMAIL, so the first user is registered through Payload's REST
 * exactly as the admin's create-first-user screen does it.
 */
const OWNER = { email: 'jane.doe@test.local', password: 'Correct-horse-battery-9' }
/** Requests of this file come from their own loopback address (per-IP limits stay untouched). */
const localAddress = '127.0.0.52'

const server = await ownServer({ empty: true, env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } })
let token = ''
let ownerId = 0

const cms = (method: string, urlPath: string, body?: unknown, auth = token) =>
  rawRequest(server.baseURL, {
    method,
    path: `/cms-api${urlPath}`,
    headers: {
      ...(auth ? { authorization: `JWT ${auth}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    localAddress,
  })

/**
 * A 400 in Payload's ValidationError shape naming the rule twice: for the password field (the
 * admin shows it under the field) and as the error's message (the admin's toast).
 */
const expectRefused = (res: RawResponse, rule: RegExp) => {
  expect(res.status, res.text).toBe(400)
  const [error] = res.json.errors as {
    message: string
    data: { errors: { path: string; message: string }[] }
  }[]
  expect(error!.data.errors).toEqual([{ path: 'password', message: expect.stringMatching(rule) }])
  expect(error!.message).toMatch(rule)
}

const TOO_SHORT = /at least 12 characters/
const COMMON = /common/
const CONTAINS_NAME = /must not contain .*"jane/

const canLogIn = async (email: string, password: string) =>
  (await cms('POST', '/users/login', { email, password }, '')).status === 200

describe('create-first-user', () => {
  const register = (password: string) =>
    cms('POST', '/users/first-register', { email: OWNER.email, password }, '')

  it('refuses a short, a common and a name-containing password, then accepts a strong one', async () => {
    expectRefused(await register('short'), TOO_SHORT)
    expectRefused(await register('Password1234!'), COMMON)
    expectRefused(await register('Jane-Doe-was-here-1'), CONTAINS_NAME)
    // Nothing was created by the refusals: the screen still offers to register the first user.
    expect((await cms('GET', '/users/init', undefined, '')).json).toEqual({ initialized: false })

    const registered = await cms('POST', '/users/first-register', OWNER, '')
    expect(registered.status, registered.text).toBe(200)
    token = registered.json.token
    ownerId = registered.json.user.id
  })
})

describe('change password (Payload update, as the account view sends it)', () => {
  const change = (data: Record<string, string>) => cms('PATCH', `/users/${ownerId}`, data)

  it('refuses "abc", a common password and one containing the e-mail name, keeping the old one', async () => {
    expectRefused(await change({ password: 'abc', 'confirm-password': 'abc' }), TOO_SHORT)
    expectRefused(await change({ password: 'password1234' }), COMMON)
    expectRefused(await change({ password: 'qwertyuiop12' }), COMMON)
    expectRefused(await change({ password: 'JANEDOE-rules-2025' }), CONTAINS_NAME)
    expect(await canLogIn(OWNER.email, OWNER.password)).toBe(true)
  })

  it('applies the rule to the new e-mail when both change together', async () => {
    expectRefused(
      await change({ email: 'winston@test.local', password: 'winston-smith-1984' }),
      /must not contain .*"winston"/,
    )
  })

  it('accepts a strong password', async () => {
    const strong = 'Violet-lantern-orbit-42'
    const res = await change({ password: strong })
    expect(res.status, res.text).toBe(200)
    expect(await canLogIn(OWNER.email, strong)).toBe(true)
    // Back to the known one for the next tests.
    expect((await change({ password: OWNER.password })).status).toBe(200)
  })

  it('leaves updates without a password alone', async () => {
    const res = await change({ username: 'jane' })
    expect(res.status, res.text).toBe(200)
  })

  it('refuses a weak password for a new user too', async () => {
    const res = await cms('POST', '/users', { email: 'second@test.local', password: 'letmein' })
    expectRefused(res, TOO_SHORT)
  })
})

describe('reset password (the link of the forgot-password e-mail)', () => {
  /** The token the reset e-mail would carry (read from the row: no SMTP is set up here). */
  const resetToken = async (email: string): Promise<string> => {
    const res = await cms('POST', '/users/forgot-password', { email }, '')
    expect(res.status, res.text).toBe(200)
    const client = new pg.Client({ connectionString: server.databaseURL })
    await client.connect()
    try {
      const { rows } = await client.query<{ token: string }>(
        'SELECT reset_password_token AS token FROM users WHERE email = $1',
        [email],
      )
      expect(rows[0]?.token).toBeTruthy()
      return rows[0]!.token
    } finally {
      await client.end()
    }
  }

  it('refuses weak passwords (the token stays usable) and accepts a strong one', async () => {
    const resetWith = (password: string) =>
      cms('POST', '/users/reset-password', { token: resetTokenValue, password }, '')
    const resetTokenValue = await resetToken(OWNER.email)

    expectRefused(await resetWith('abc'), TOO_SHORT)
    expectRefused(await resetWith('iloveyou2024'), COMMON)
    expectRefused(await resetWith('jane.doe.2024.reset'), CONTAINS_NAME)
    expect(await canLogIn(OWNER.email, OWNER.password)).toBe(true)

    const strong = 'Quiet-harbour-copper-17'
    const res = await resetWith(strong)
    expect(res.status, res.text).toBe(200)
    expect(await canLogIn(OWNER.email, strong)).toBe(true)
  })

  it('answers an unknown token as before, whatever the password', async () => {
    const unknown = { token: 'f'.repeat(40), password: 'jane-doe-abc' }
    const res = await cms('POST', '/users/reset-password', unknown, '')
    expect(res.status, res.text).toBe(403)
  })
})

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start', () => {
  /** Starts the server with the given admin variables; resolves with its exit code and output. */
  const startWith = async (env: Record<string, string>) => {
    const port = await freePort()
    const dataDir = path.join(PROJECT_ROOT, '.data', `test-weak-admin-${port}`)
    rmSync(dataDir, { recursive: true, force: true })
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: PROJECT_ROOT,
      env: serverProcessEnv({ port, dbPort: await freePort(), dataDir, env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => {
      // A server that starts anyway is stopped after a while: the test then fails on its code.
      const timer = setTimeout(() => child.kill('SIGTERM'), 45_000)
      child.once('exit', (exitCode) => {
        clearTimeout(timer)
        resolve(exitCode)
      })
    })
    rmSync(dataDir, { recursive: true, force: true })
    return { code, output }
  }

  it(
    'refuses to start with a weak ADMIN_PASSWORD: exit 1 and one plain line naming the rule',
    { timeout: 120_000 },
    async () => {
      const cases = [
        { password: 'short', rule: TOO_SHORT },
        { password: 'password123456', rule: COMMON },
        { password: 'Owner-of-this-site-1', rule: /must not contain .*"owner"/ },
      ]
      const results = await Promise.all(
        cases.map(({ password }) =>
          startWith({ ADMIN_EMAIL: 'owner@test.local', ADMIN_PASSWORD: password }),
        ),
      )
      results.forEach(({ code, output }, i) => {
        expect(code, output).toBe(1)
        const lines = output.trim().split('\n')
        expect(lines, output).toHaveLength(1)
        expect(lines[0]).toMatch(/ADMIN_PASSWORD/)
        expect(lines[0]).toMatch(cases[i]!.rule)
      })
    },
  )
})
