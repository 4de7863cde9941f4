import { openSealedValue, sealValue } from '../../platform/crypto/sealedValues'

/** The authenticator secret's own key (HKDF label), which opens no other sealed value. */
const PURPOSE = 'portfolio-totp-secret'
const WHAT = 'second factor'

/** Encrypts an authenticator secret for storage: a database dump alone never yields it. */
export const encryptTotpSecret = (plain: string, secret: string): string =>
  sealValue(plain, secret, PURPOSE, WHAT)

/** Decrypts a value written by `encryptTotpSecret`; throws when altered or under another key. */
export const decryptTotpSecret = (stored: string, secret: string): string =>
  openSealedValue(stored, secret, PURPOSE, WHAT)
