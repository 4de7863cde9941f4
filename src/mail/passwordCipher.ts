import { isSealedValue, openSealedValue, sealValue } from '../platform/crypto/sealedValues'

/** The SMTP password's own key (HKDF label): changing any other sealed value never reuses it. */
const PURPOSE = 'portfolio-smtp-password'
const WHAT = 'SMTP password'

export const isEncryptedPassword = isSealedValue

export const encryptPassword = (plain: string, secret: string): string =>
  sealValue(plain, secret, PURPOSE, WHAT)

export const decryptPassword = (stored: string, secret: string): string =>
  openSealedValue(stored, secret, PURPOSE, WHAT)
