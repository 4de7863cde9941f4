import crypto from 'node:crypto'

/**
 * Payload 3.90's password hash (`generatePasswordSaltHash`, `authenticateLocalStrategy`):
 * PBKDF2-SHA256, 600,000 iterations, 32 bytes. Its work is what a login for a real account costs.
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const SALT = crypto.randomBytes(32).toString('hex')

/**
 * Hashes `password` as a login for a real account would, and throws the result away: a login
 * for an address or username nobody has then takes as long as one for the owner's, so the time
 * of the answer does not tell which accounts exist (issue 45, item 10).
 */
export const hashForNobody = (password: string): Promise<void> =>
  new Promise((resolve) => {
    crypto.pbkdf2(password, SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve())
  })
