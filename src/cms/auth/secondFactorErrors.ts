import { APIError } from 'payload'

/** What a login refused for its second factor answers, as `errors[0].data.code` (and the contract's `code`). */
export type SecondFactorCode = 'second_factor_required' | 'second_factor_invalid' | 'too_many_codes'

/** Recognised by name: Payload's formatter drops `data` across copies (keepFieldErrors). */
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

/** Marks the answer asking for a code, which the login limit does not count as a failure. */
export const SECOND_FACTOR_HEADER = 'X-Second-Factor'
