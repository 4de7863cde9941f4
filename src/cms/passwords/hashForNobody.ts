import crypto from 'node:crypto'

/** Payload 3.90's password hash (PBKDF2-SHA256, 600,000 iterations): a real login's cost. */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const SALT = crypto.randomBytes(32).toString('hex')

/** A login for nobody takes as long as one for the owner, so timing tells no account apart. */
export const hashForNobody = (password: string): Promise<void> =>
  new Promise((resolve) => {
    crypto.pbkdf2(password, SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve())
  })
