import { APIError } from 'payload'

/** What a login refused for its second factor answers, as `errors[0].data.code` (and the contract's `code`). */
export type SecondFactorCode = 'second_factor_required' | 'second_factor_invalid' | 'too_many_codes'

/**
 * A login refused for its second factor. Its name lets the config's afterError hook
 * (src/cms/errors/keepSecondFactorCode.ts) put the code back into Payload's REST answer, whose
 * formatter drops `data` when the error comes from another copy of Payload (see keepFieldErrors).
 */
export class SecondFactorError extends APIError {
  constructor(
    readonly code: SecondFactorCode,
    message: string,
    status = 401,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, status, { code, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }, true)
    this.name = 'SecondFactorError'
  }
}

export const secondFactorRequired = () =>
  new SecondFactorError(
    'second_factor_required',
    'Enter the 6-digit code from your authenticator app (or a recovery code).',
  )

export const secondFactorInvalid = () =>
  new SecondFactorError(
    'second_factor_invalid',
    'That code is wrong, expired or already used. Wait for the next code and try again.',
  )

export const tooManyCodes = (seconds: number) =>
  new SecondFactorError(
    'too_many_codes',
    `Too many wrong codes. Try again in about ${Math.max(1, Math.ceil(seconds / 60))} minutes.`,
    429,
    seconds,
  )

/**
 * Set on the answer that asks for the code after a right password: the per-address login limit
 * (src/server/middleware/loginRateLimit.ts) does not count it as a failure, so the owner's
 * normal two-step sign-in never uses up the address's budget.
 */
export const SECOND_FACTOR_HEADER = 'X-Second-Factor'
