import { createHmac, hkdfSync, randomInt } from 'node:crypto'

/** How many recovery codes the owner gets when turning the second factor on. */
const RECOVERY_CODE_COUNT = 10

/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const LENGTH = 10

/** A fresh set of recovery codes, as the owner sees them once (`XXXXX-XXXXX`, 50 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })

/** A code as typed: case, spaces and the dash do not matter. */
const normalize = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')

/** Whether `code` has the shape of a recovery code (so it is not taken for a mistyped one). */
export const isRecoveryCode = (code: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalize(code))

/** An HMAC, so a dump holds no usable code; 50 random bits need no slow hash. */
export const hashRecoveryCode = (code: string, secret: string): string => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'portfolio-recovery-codes', 'hmac key v1', 32))
  return createHmac('sha256', key).update(normalize(code)).digest('hex')
}
