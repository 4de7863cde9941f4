import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { hashRecoveryCode } from '../../../src/cms/auth/recoveryCodes'
import { encryptTotpSecret } from '../../../src/cms/auth/secondFactorCipher'
import { readSecondFactor, spendRecoveryCode } from '../../../src/cms/auth/secondFactorStore'
import { getPayloadMigratedTo } from '../../helpers/localPayload'

/**
 * A database made before the second factor had a table of its own (issue 45, item 9): an
 * owner's factor stored on `users` reads back whole after the upgrade (secret, last step,
 * recovery codes, since when), an account without one gets none, and the passkey challenges
 * left in the key-value store are gone.
 */
const LAST_MIGRATION_BEFORE = '20261128_055638_passkeys_and_posts'

let payload: Payload
const recoveryCodes = ['ABCDE-FGHJK', 'LMNPQ-RSTUV']

beforeAll(async () => {
  const upgrade = await getPayloadMigratedTo(LAST_MIGRATION_BEFORE)
  payload = upgrade.payload
  const { run } = upgrade
  const secret = encryptTotpSecret('JBSWY3DPEHPK3PXP', payload.secret)
  const hashes = JSON.stringify(recoveryCodes.map((code) => hashRecoveryCode(code, payload.secret)))
  await run(`INSERT INTO "users" ("id", "email", "second_factor_secret", "second_factor_last_step",
      "second_factor_recovery_codes", "second_factor_on_since")
    VALUES (4, 'owner@upgrade.test', '${secret}', 59000001, '${hashes}', '2026-11-20T10:00:00Z')`)
  await run(`INSERT INTO "users" ("id", "email") VALUES (5, 'plain@upgrade.test')`)
  await run(`INSERT INTO "payload_kv" ("key", "data")
    VALUES ('passkey-challenge:1', '{"challenge":"x","userId":null,"expiresAt":0}'),
      ('session:4:abc', '{"device":"Chrome on Linux"}')`)
  await upgrade.upgrade()
}, 120_000)

afterAll(async () => {
  await payload?.destroy().catch(() => {})
})

it('keeps every owner’s second factor whole, and spends its recovery codes as before', async () => {
  expect(await readSecondFactor(payload, 4)).toEqual({
    on: true,
    secret: 'JBSWY3DPEHPK3PXP',
    pendingSecret: null,
    lastStep: 59000001,
    recoveryCodesLeft: 2,
    onSince: '2026-11-20T10:00:00.000Z',
  })
  expect((await readSecondFactor(payload, 5)).on).toBe(false)
  const hash = hashRecoveryCode(recoveryCodes[1]!, payload.secret)
  expect(await spendRecoveryCode(payload, 4, hash)).toBe(true)
  expect(await spendRecoveryCode(payload, 4, hash)).toBe(false)
  expect((await readSecondFactor(payload, 4)).recoveryCodesLeft).toBe(1)
})

it('drops the old challenges from the key-value store and keeps the sessions’ details', async () => {
  expect(await payload.kv.get('passkey-challenge:1')).toBeNull()
  expect(await payload.kv.get('session:4:abc')).toEqual({ device: 'Chrome on Linux' })
})
