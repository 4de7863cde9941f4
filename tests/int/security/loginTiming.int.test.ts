import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'

import { logIn } from '../../../src/api/auth/logIn'
import { getLocalPayload } from '../../helpers/localPayload'

/**
 * Issue 45, item 10: a login for an address nobody has must cost what one for the owner's
 * address costs, so the answer's time does not tell which addresses have an account. What
 * costs is the password hash (PBKDF2): counted here, not timed, on every way in.
 */
let payload: Payload
const owner = { email: 'timing-owner@portfolio.test', password: 'Quiet-harbor-Lantern-58!' }
const stranger = { email: 'nobody-here@portfolio.test', password: 'Quiet-harbor-Lantern-58!' }

beforeAll(async () => {
  payload = await getLocalPayload()
  await payload.create({
    collection: 'users',
    data: { ...owner, username: 'timing-owner', role: 'admin' },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The PBKDF2 runs `attempt` makes, as [iterations, key length, digest]. */
const hashesOf = async (attempt: () => Promise<unknown>) => {
  const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
  await attempt().catch(() => undefined)
  const runs = pbkdf2.mock.calls.map(([, , iterations, keyLength, digest]) => [
    iterations,
    keyLength,
    digest,
  ])
  pbkdf2.mockRestore()
  return runs
}

it('hashes the password of a login for an unknown e-mail as for the owner’s', async () => {
  const known = await hashesOf(() =>
    payload.login({ collection: 'users', data: { ...owner, password: 'Wrong-password-11!' } }),
  )
  expect(known).toHaveLength(1)
  const unknown = await hashesOf(() => payload.login({ collection: 'users', data: stranger }))
  expect(unknown).toEqual(known)
})

it('does the same on the contract’s login, by e-mail and by unknown username', async () => {
  const known = await hashesOf(() => logIn(payload, 'timing-owner', 'Wrong-password-11!'))
  expect(known).toHaveLength(1)
  expect(await hashesOf(() => logIn(payload, stranger.email, stranger.password))).toEqual(known)
  expect(await hashesOf(() => logIn(payload, 'no-such-user', stranger.password))).toEqual(known)
})

it('still signs the owner in', async () => {
  const { token } = await payload.login({ collection: 'users', data: owner })
  expect(token).toBeTruthy()
})
