import type { CollectionBeforeLoginHook } from 'payload'

import { checkSecondFactor } from '../../../src/cms/auth/checkSecondFactor'
import { clientAddressOf } from '../../../src/cms/auth/clientAddress'
import { SECOND_FACTOR_HEADER, SecondFactorError } from '../../../src/cms/auth/secondFactorErrors'

/**
 * Once the owner turned the second factor on, a password alone signs in nowhere (issue 32):
 * Payload runs this hook inside its login operation's transaction after the password matched,
 * so throwing here rolls back the session it just added, and no token is signed. The code comes
 * from the context (Local API: the contract's `POST /api/auth/login`) or the body's `otp`
 * (Payload's REST `POST /cms-api/users/login`, and the admin's login view). GraphQL is disabled
 * (payload.config.ts), so there is no third way in.
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
