import type { CollectionBeforeLoginHook } from 'payload'

import { checkSecondFactor } from '../../../src/cms/auth/checkSecondFactor'
import { clientAddressOf } from '../../../src/cms/auth/clientAddress'
import { SECOND_FACTOR_HEADER, SecondFactorError } from '../../../src/cms/auth/secondFactorErrors'

/**
 * Once the second factor is on, a password alone signs in nowhere (issue 32). Payload runs this
 * in its login transaction after the password matched, so throwing rolls the new session back.
 * The code comes from the context (the contract's login) or the body's `otp` (Payload's REST and
 * admin); GraphQL is disabled, so there is no third way in.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const fromContext = req.context?.otp
  const fromBody = (req.data as { otp?: unknown } | undefined)?.otp
  const code =
    typeof fromContext === 'string' ? fromContext : typeof fromBody === 'string' ? fromBody : ''
  try {
    const use = await checkSecondFactor(req.payload, user.id, code, clientAddressOf(req), req)
    if (use === 'recovery-code') req.context.signedInWithRecoveryCode = true
  } catch (error) {
    // Payload's REST sends these headers with its error answer.
    if (error instanceof SecondFactorError && error.code === 'second_factor_required')
      (req.responseHeaders ??= new Headers()).set(SECOND_FACTOR_HEADER, 'required')
    throw error
  }
  return user
}
