import { isSealedValue, openSealedValue, sealValue } from '../platform/crypto/sealedValues'

/** The SMTP password's own key (HKDF label): changing any other sealed value never reuses it. */
const PURPOSE = 'portfolio-smtp-password'
const WHAT = 'SMTP password'

/** Whether a stored value is ciphertext written by `encryptPassword`. */
export const isEncryptedPassword = isSealedValue

/** Encrypts a clear SMTP password for storage: unreadable in a database dump. */
export const encryptPassword = (plain: string, secret: string): string =>
  sealValue(plain, secret, PURPOSE, WHAT)

/** Decrypts a value written by `encryptPassword`; throws when altered or under another key. */
export const decryptPassword = (stored: string, secret: string): string =>
  openSealedValue(stored, secret, PURPOSE, WHAT)
