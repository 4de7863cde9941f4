import type { Payload, PayloadRequest } from 'payload'

import { countWrongCode, secondsUntilCodesAccepted } from './codeAttemptLimits'
import { hashRecoveryCode, isRecoveryCode } from './recoveryCodes'
import { secondFactorInvalid, secondFactorRequired, tooManyCodes } from './secondFactorErrors'
import { claimTimeStep, readSecondFactor, spendRecoveryCode } from './secondFactorStore'
import { verifyTotpCode } from './totpCodes'

export type CodeUse = 'none' | 'code' | 'recovery-code'

/** In the login's transaction, so a refused sign-in spends nothing. */
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
