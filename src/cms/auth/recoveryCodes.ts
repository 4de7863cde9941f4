import { createHmac, hkdfSync, randomInt } from 'node:crypto'

const RECOVERY_CODE_COUNT = 10

/** None mistaken for another when copied from paper. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const LENGTH = 10

/** `XXXXX-XXXXX`, 50 bits each. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })

const normalize = (code: string) => code.toUpperCase().replace(/[\s-]/g, '')

export const isRecoveryCode = (code: string): boolean =>
  new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalize(code))

/** An HMAC, so a dump holds no usable code; 50 random bits need no slow hash. */
export const hashRecoveryCode = (code: string, secret: string): string => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'portfolio-recovery-codes', 'hmac key v1', 32))
  return createHmac('sha256', key).update(normalize(code)).digest('hex')
}
