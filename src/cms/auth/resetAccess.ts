import type { Payload } from 'payload'

import { removeAllPasskeys } from './passkeys/passkeyViews'
import { readSecondFactor, turnOffSecondFactor } from './secondFactorStore'
import { endSessions } from './sessions'

export type ResetReport = { found: boolean; lines: string[] }

/**
 * The way back in (issue 32): ends every session, removes the second factor and passkeys, lifts
 * a lockout. The password stays: "Forgot password" resets it.
 */
export const resetAccess = async (payload: Payload, email: string): Promise<ResetReport> => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const user = docs[0] as { id: number; loginAttempts?: number | null; lockUntil?: string | null }
  if (!user) return { found: false, lines: [`No account has the e-mail address ${email}.`] }
  const lines: string[] = []
  const req = { payload } as Parameters<typeof endSessions>[0]
  const ended = await endSessions(req, user.id, () => true)
  lines.push(
    ended ? `Ended ${ended} signed-in session${ended === 1 ? '' : 's'}.` : 'No session was open.',
  )
  const factor = await readSecondFactor(payload, user.id)
  if (await turnOffSecondFactor(payload, user.id))
    lines.push(
      `Removed the second factor (the authenticator code and ${factor.recoveryCodesLeft} unused recovery code${factor.recoveryCodesLeft === 1 ? '' : 's'}): the password alone signs in.`,
    )
  else lines.push('No second factor was on.')
  const passkeys = await removeAllPasskeys(payload, user.id)
  lines.push(
    passkeys
      ? `Removed ${passkeys} passkey${passkeys === 1 ? '' : 's'}.`
      : 'The account had no passkey.',
  )
  const locked = Boolean(user.lockUntil && Date.parse(user.lockUntil) > Date.now())
  if (locked || (user.loginAttempts ?? 0) > 0) {
    await payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: { loginAttempts: 0, lockUntil: null },
      returning: false,
    })
    lines.push(
      locked
        ? 'Lifted the lockout after failed sign-ins.'
        : 'Cleared the count of failed sign-ins.',
    )
  } else lines.push('The account was not locked.')
  return { found: true, lines }
}
