import { AuthenticationError, LockedAuth, type Payload } from 'payload'

import type { SecondFactorError } from '../../cms/auth/secondFactorErrors'
import { hashForNobody } from '../../cms/passwords/hashForNobody'
import type { UserProfileDto } from '../../shared/apiTypes'
import { ApiError } from '../errors/apiError'
import { serializeUserProfile } from './serializeUserProfile'

const BAD_CREDENTIALS = 'The e-mail address (or username) or password is incorrect.'

/**
 * The user of this e-mail or username, read as nobody may: the caller is anonymous here, and
 * lockUntil is one of the auth fields Payload hides from every read by default.
 */
const findUser = async (payload: Payload, field: 'email' | 'username', value: string) => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { [field]: { equals: value } },
    select: { email: true, lockUntil: true },
    limit: 1,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0]
}

/** The e-mail behind an identifier: itself when it looks like one, else the username's. */
const resolveEmail = async (payload: Payload, identifier: string): Promise<string | null> =>
  identifier.includes('@')
    ? identifier
    : ((await findUser(payload, 'username', identifier))?.email ?? null)

/** Seconds until a locked account opens again (for Retry-After), or null if unknown. */
const secondsLocked = async (payload: Payload, email: string): Promise<number | null> => {
  const user = await findUser(payload, 'email', email)
  const until = user?.lockUntil ? Date.parse(user.lockUntil) : NaN
  return Number.isFinite(until) ? Math.max(1, Math.ceil((until - Date.now()) / 1000)) : null
}

/**
 * Logs in through Payload (which counts failed attempts, locks the account after too many and
 * stamps `lastLoginAt` in the users' afterLogin hook) and returns the Bearer token and profile.
 * Unknown user and wrong password answer the same 401; a locked account answers 429
 * `account_locked` saying for how long. With the second factor on, a right password without a
 * right `otp` answers 401 `second_factor_required` or `second_factor_invalid` (429
 * `too_many_codes` after too many wrong ones): the Users beforeLogin hook decides.
 */
export const logIn = async (
  payload: Payload,
  identifier: string,
  password: string,
  {
    otp,
    userAgent,
    clientAddress,
  }: {
    /** The second factor's code (or a recovery code), once the owner turned it on. */
    otp?: string
    /** The caller's User-Agent, for the owner's list of sessions. */
    userAgent?: string
    /** The caller's address, for the per-address limit on second-factor codes. */
    clientAddress?: string
  } = {},
): Promise<{ token: string; user: UserProfileDto }> => {
  const email = await resolveEmail(payload, identifier)
  if (!email) {
    // As long as a wrong password for a real account (Payload's login hashes for unknown e-mails).
    await hashForNobody(password)
    throw new ApiError(401, 'invalid_credentials', BAD_CREDENTIALS)
  }
  try {
    const result = await payload.login({
      collection: 'users',
      data: { email, password },
      depth: 0,
      // The Users beforeLogin hook reads the code and address here (no headers in the Local API).
      context: { userAgent, otp, clientAddress },
    })
    if (!result.token || !result.user)
      throw new ApiError(401, 'invalid_credentials', BAD_CREDENTIALS)
    return { token: result.token, user: serializeUserProfile(result.user) }
  } catch (error) {
    if (error instanceof LockedAuth) {
      const seconds = await secondsLocked(payload, email)
      const minutes = seconds ? Math.ceil(seconds / 60) : null
      throw new AccountLockedError(seconds, minutes)
    }
    // By name: the hook's error class may come from the admin's copy of the code.
    if (error instanceof Error && error.name === 'SecondFactorError') {
      const refused = error as SecondFactorError
      throw new ApiError(
        refused.status,
        refused.code,
        refused.message,
        undefined,
        refused.retryAfterSeconds,
      )
    }
    if (error instanceof AuthenticationError) {
      throw new ApiError(401, 'invalid_credentials', BAD_CREDENTIALS)
    }
    throw error
  }
}

/** 429 for a locked account; carries the seconds for a Retry-After header. */
class AccountLockedError extends ApiError {
  constructor(seconds: number | null, minutes: number | null) {
    super(
      429,
      'account_locked',
      `Too many failed logins: this account is locked${minutes ? ` for about ${minutes} more minute${minutes === 1 ? '' : 's'}` : ' for a while'}. Try again later.`,
      undefined,
      seconds || undefined,
    )
  }
}
