import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { resetAccess } from '../../../src/cms/auth/resetAccess'
import { getLocalPayload } from '../../helpers/localPayload'

/**
 * `npm run admin:reset-access -- <email>`'s work (issue 32), on a database of its own: every
 * session of the account ends (its tokens stop working), its passkeys are removed and a lockout
 * is lifted, said in words.
 */
let payload: Payload
const owner = { email: 'locked-out@portfolio.test', password: 'Velvet-compass-Harbor-42!' }

beforeAll(async () => {
  payload = await getLocalPayload()
  await payload.create({
    collection: 'users',
    data: { ...owner, role: 'admin' },
    overrideAccess: true,
  })
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

const sessionCount = async () => {
  const user = (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: owner.email } },
  })) as unknown as { sessions?: unknown[] }
  return user.sessions?.length ?? 0
}

const passkeysOf = async (userId: number) =>
  (
    await payload.find({
      collection: 'passkeys',
      where: { user: { equals: userId } },
      overrideAccess: true,
    })
  ).totalDocs

it('ends every session, removes the passkeys and lifts the lockout, saying so', async () => {
  const userId = (await payload.login({ collection: 'users', data: owner })).user!.id
  // A passkey as the registration stores one (the key itself is not checked here).
  await payload.create({
    collection: 'passkeys',
    data: {
      user: userId,
      name: 'Lost phone',
      credentialId: 'lost-phone',
      publicKey: 'AAAA',
      counter: 0,
    },
    overrideAccess: true,
  })
  expect(await passkeysOf(userId)).toBe(1)
  await payload.login({ collection: 'users', data: owner })
  expect(await sessionCount()).toBe(2)
  for (let attempt = 0; attempt < 5; attempt += 1)
    await payload
      .login({ collection: 'users', data: { email: owner.email, password: 'wrong-password-x' } })
      .catch(() => undefined)
  await expect(payload.login({ collection: 'users', data: owner })).rejects.toThrow()

  const report = await resetAccess(payload, 'Locked-Out@portfolio.test ')
  expect(report).toEqual({
    found: true,
    lines: [
      'Ended 2 signed-in sessions.',
      'Removed 1 passkey.',
      'Lifted the lockout after failed sign-ins.',
    ],
  })
  expect(await sessionCount()).toBe(0)
  expect(await passkeysOf(userId)).toBe(0)
  await expect(payload.login({ collection: 'users', data: owner })).resolves.toHaveProperty('token')
})

it('says when no account has the address', async () => {
  expect(await resetAccess(payload, 'nobody@portfolio.test')).toEqual({
    found: false,
    lines: ['No account has the e-mail address nobody@portfolio.test.'],
  })
})
