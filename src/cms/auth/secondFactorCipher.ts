import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** Marks a stored value as ciphertext of this scheme (and its version, for a future rotation). */
const PREFIX = 'enc:v1:'
const ALGORITHM = 'aes-256-gcm'
const IV_BYTES = 12

/**
 * A key for this one purpose, derived from PAYLOAD_SECRET with HKDF (as the SMTP password's,
 * src/mail/passwordCipher.ts, with another label): a database dump alone never yields the
 * owner's authenticator secret, and neither key can decrypt the other's values.
 */
const deriveKey = (secret: string): Buffer => {
  if (!secret) throw new Error('PAYLOAD_SECRET is empty: cannot encrypt the second factor')
  return Buffer.from(hkdfSync('sha256', secret, 'portfolio-totp-secret', 'aes-256-gcm key v1', 32))
}

/** Encrypts an authenticator secret as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url parts). */
export const encryptTotpSecret = (plain: string, secret: string): string => {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, deriveKey(secret), iv)
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return PREFIX + parts.join(':')
}

/** Decrypts a value written by `encryptTotpSecret`; throws when altered or under another key. */
export const decryptTotpSecret = (stored: string, secret: string): string => {
  const [iv, tag, ciphertext] = stored.startsWith(PREFIX)
    ? stored
        .slice(PREFIX.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64url'))
    : []
  if (!iv || !tag || !ciphertext) throw new Error('The stored second factor is damaged')
  const decipher = createDecipheriv(ALGORITHM, deriveKey(secret), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
}
