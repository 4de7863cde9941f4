import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../../helpers/serverProcess'
import { ownServer } from '../ownServer'
import { rawRequest } from './helpers/rawRequest'

/**
 * Issue 45, item 10, on a server of its own whose log is read: anonymous passkey sign-in
 * options are limited per address and their challenges are spent once and expire by an indexed
 * delete; a successful Payload login is never cached; `distinct` (which Payload does not serve)
 * is a 404 that logs no SQL.
 */
const server = await ownServer({ captureOutput: true })
const db = new pg.Client({ connectionString: server.databaseURL })
await db.connect()
afterAll(() => db.end())

const post = (path: string, body: unknown, localAddress?: string, headers = {}) =>
  rawRequest(server.baseURL, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    localAddress,
  })

const OPTIONS = '/cms-api/users/passkeys/sign-in-options'
const SIGN_IN = '/cms-api/users/passkeys/sign-in'
/** An authenticator's answer of the right shape for a passkey this site does not have. */
const strangerAnswer = {
  id: 'bm90LWEtcGFzc2tleQ',
  rawId: 'bm90LWEtcGFzc2tleQ',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
}

describe('passkey sign-in options', () => {
  it('answers 429 with Retry-After after 20 from one address; other addresses go on', async () => {
    const address = '127.0.9.1'
    for (let n = 0; n < 20; n += 1)
      expect((await post(OPTIONS, {}, address)).status, `call ${n + 1}`).toBe(200)
    const limited = await post(OPTIONS, {}, address)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['cache-control']).toBe('no-store')
    expect(limited.json.errors[0].message).toMatch(/Too many/)
    expect((await post(OPTIONS, {}, '127.0.9.2')).status).toBe(200)
  })

  it('spends a challenge once, even when two answers race', async () => {
    const { challengeId } = (await post(OPTIONS, {}, '127.0.9.3')).json.data
    const answers = await Promise.all(
      [1, 2].map(() => post(SIGN_IN, { challengeId, response: strangerAnswer }, '127.0.9.3')),
    )
    // One took the challenge (and found no such passkey); the other found it spent.
    expect(answers.map((res) => res.status).sort()).toEqual([400, 401])
  })

  it('deletes expired challenges when new ones are handed out, and keeps live ones', async () => {
    const live = (await post(OPTIONS, {}, '127.0.9.4')).json.data.challengeId as string
    const expired = (await post(OPTIONS, {}, '127.0.9.4')).json.data.challengeId as string
    await db.query(
      `UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expired],
    )
    await post(OPTIONS, {}, '127.0.9.4')
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM passkey_challenges WHERE id = ANY($1)`,
      [[live, expired]],
    )
    expect(rows.map((row) => row.id)).toEqual([live])
    // Nothing of them is in the key-value store any more.
    const kv = await db.query(`SELECT count(*)::int AS n FROM payload_kv WHERE key LIKE 'passkey%'`)
    expect(kv.rows[0].n).toBe(0)
  })
})

describe('Payload’s own REST', () => {
  it('answers a successful login with Cache-Control: no-store', async () => {
    const res = await post('/cms-api/users/login', TEST_ADMIN, '127.0.9.5')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/)
  })

  it('answers 404 to `distinct`, signed in or not, and logs no SQL', async () => {
    const { token } = (await post('/cms-api/users/login', TEST_ADMIN, '127.0.9.5')).json
    const before = server.output().length
    for (const path of ['/cms-api/users/distinct', '/cms-api/projects/distinct?field=title'])
      for (const headers of [{}, { authorization: `JWT ${token}` }] as Record<string, string>[]) {
        const res = await rawRequest(server.baseURL, { path, headers })
        expect(res.status, `${path} ${JSON.stringify(headers).slice(0, 20)}: ${res.text}`).toBe(404)
      }
    const logged = server.output().slice(before)
    expect(logged).not.toMatch(/select|second_factor|"hash"|salt/i)
    expect(logged).not.toMatch(/"level":"error"/)
  })
})
