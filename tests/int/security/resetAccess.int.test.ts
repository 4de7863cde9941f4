import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { hashRecoveryCode, newRecoveryCodes } from '../../../src/cms/auth/recoveryCodes'
import { resetAccess } from '../../../src/cms/auth/resetAccess'
import { savePendingSecret, turnOnSecondFactor } from '../../../src/cms/auth/secondFactorStore'
import { newTotpSecret } from '../../../src/cms/auth/totpCodes'
import { getLocalPayload } from '../../helpers/localPayload'

/**
 * `npm run admin:reset-access -- <email>`'s work (issue 32), on a database of its own: every
 * session of the account ends (its tokens stop working), its second factor and passkeys are
 * removed and a lockout is lifted, said in words.
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
      'No second factor was on.',
      'Removed 1 passkey.',
      'Lifted the lockout after failed sign-ins.',
    ],
  })
  expect(await sessionCount()).toBe(0)
  expect(await passkeysOf(userId)).toBe(0)
  await expect(payload.login({ collection: 'users', data: owner })).resolves.toHaveProperty('token')
})

it('removes the second factor of an owner who lost the phone and the recovery codes', async () => {
  const { id } = (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: owner.email } },
  })) as unknown as { id: number }
  await savePendingSecret(payload, id, newTotpSecret())
  const hashes = newRecoveryCodes().map((code) => hashRecoveryCode(code, payload.secret))
  expect(await turnOnSecondFactor(payload, id, 1, hashes)).toBe(true)
  await expect(payload.login({ collection: 'users', data: owner })).rejects.toThrow(
    /authenticator app/,
  )

  const report = await resetAccess(payload, owner.email)
  expect(report.lines).toContain(
    'Removed the second factor (the authenticator code and 10 unused recovery codes): the password alone signs in.',
  )
  await expect(payload.login({ collection: 'users', data: owner })).resolves.toHaveProperty('token')
})

it('refuses a reset-password link without the code while the factor is on (the reset rolls back)', async () => {
  const { id } = (await payload.db.findOne({
    collection: 'users',
    where: { email: { equals: owner.email } },
  })) as unknown as { id: number }
  await savePendingSecret(payload, id, newTotpSecret())
  const codes = newRecoveryCodes()
  const hashes = codes.map((code) => hashRecoveryCode(code, payload.secret))
  expect(await turnOnSecondFactor(payload, id, 1, hashes)).toBe(true)
  const reset = async (password: string, otp?: string) => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: owner.email },
      disableEmail: true,
    })
    return payload.resetPassword({
      collection: 'users',
      data: { token: String(token), password },
      overrideAccess: true,
      context: otp ? { otp } : {},
    })
  }
  // The e-mailed link alone neither signs in nor changes the password.
  await expect(reset('Lantern-orchard-Quiet-93!')).rejects.toThrow(/authenticator app/)
  await expect(
    payload.login({
      collection: 'users',
      data: { email: owner.email, password: 'Lantern-orchard-Quiet-93!' },
      context: { otp: codes[1] },
    }),
  ).rejects.toThrow()
  // With a recovery code (or a current code) the reset goes through and signs in.
  await expect(reset('Lantern-orchard-Quiet-93!', codes[0])).resolves.toHaveProperty('token')
  await resetAccess(payload, owner.email)
})

it('says when no account has the address', async () => {
  expect(await resetAccess(payload, 'nobody@portfolio.test')).toEqual({
    found: false,
    lines: ['No account has the e-mail address nobody@portfolio.test.'],
  })
})
