import type { Payload } from 'payload'

import { failureLimits } from '../../platform/db/failureLimits'
import { addressKeyOf } from '../../platform/http/addressKey'

/** Wrong second-factor codes an account may be sent per window before codes are refused. */
const CODE_FAILURES_PER_ACCOUNT = 5
/** Wrong codes one address may send (to any account) per window. */
const CODE_FAILURES_PER_ADDRESS = 10
/** The window both limits count in. */
const CODE_WINDOW_MS = 15 * 60_000

/**
 * 5 guesses per 15 minutes leave a guesser about 1 chance in 700 a day (three codes are valid at
 * once); counted in the database, so every instance shares them.
 */
const limits = failureLimits({ prefix: 'second-factor', windowMs: CODE_WINDOW_MS })

const keysOf = (userId: number | string, address: string | undefined) => [
  { key: `account:${userId}`, max: CODE_FAILURES_PER_ACCOUNT },
  ...(address ? [{ key: `address:${addressKeyOf(address)}`, max: CODE_FAILURES_PER_ADDRESS }] : []),
]

/** What both limits answer for one account and the address it is tried from. */
type ForCaller<T> = (
  payload: Payload,
  userId: number | string,
  address: string | undefined,
) => Promise<T>

/** Seconds until codes are accepted again for this account or address; 0 when they are. */
export const secondsUntilCodesAccepted: ForCaller<number> = (payload, userId, address) =>
  limits.secondsUntilAccepted(payload, keysOf(userId, address))

/** Counts one wrong code against the account and the address. */
export const countWrongCode: ForCaller<void> = (payload, userId, address) =>
  limits.countFailure(payload, keysOf(userId, address))
