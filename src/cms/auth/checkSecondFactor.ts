import type { Payload, PayloadRequest } from 'payload'

import { countWrongCode, secondsUntilCodesAccepted } from './codeAttemptLimits'
import { hashRecoveryCode, isRecoveryCode } from './recoveryCodes'
import { secondFactorInvalid, secondFactorRequired, tooManyCodes } from './secondFactorErrors'
import { claimTimeStep, readSecondFactor, spendRecoveryCode } from './secondFactorStore'
import { verifyTotpCode } from './totpCodes'

/** How a code was accepted: an authenticator code, or a recovery code (now spent). */
export type CodeUse = 'none' | 'code' | 'recovery-code'

/**
 * Checks the second factor of account `userId` for a sign-in (or for turning it off): nothing
 * when it is off; otherwise `code` must be a current authenticator code not used before, or an
 * unspent recovery code, which is then spent. Throws `second_factor_required` without a code,
 * `second_factor_invalid` for a wrong one (counted against the account and the address) and
 * `too_many_codes` (429) once either has sent too many wrong ones — then even a right code is
 * refused until the window ends. `req` joins the login's transaction, so a refused sign-in
 * spends nothing.
 */
export const checkSecondFactor = async (
  payload: Payload,
  userId: number | string,
  code: string | undefined,
  address: string | undefined,
  req?: Partial<PayloadRequest>,
): Promise<CodeUse> => {
  const state = await readSecondFactor(payload, userId, req)
  if (!state.on || !state.secret) return 'none'
  if (!code?.trim()) throw secondFactorRequired()
  const wait = await secondsUntilCodesAccepted(payload, userId, address)
  if (wait > 0) throw tooManyCodes(wait)
  if (isRecoveryCode(code)) {
    if (await spendRecoveryCode(payload, userId, hashRecoveryCode(code, payload.secret), req))
      return 'recovery-code'
  } else {
    const step = await verifyTotpCode(state.secret, code, state.lastStep)
    if (step !== null && (await claimTimeStep(payload, userId, step, req))) return 'code'
  }
  await countWrongCode(payload, userId, address)
  throw secondFactorInvalid()
}
