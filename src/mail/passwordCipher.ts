import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** Marks a stored value as ciphertext of this scheme (and its version, for a future rotation). */
const PREFIX = 'enc:v1:'
const ALGORITHM = 'aes-256-gcm'
const IV_BYTES = 12

/**
 * A key for this one purpose, derived from PAYLOAD_SECRET with HKDF: the SMTP password stays
 * unreadable in a database dump, and changing the secret elsewhere never reuses this key.
 */
const deriveKey = (secret: string): Buffer => {
  if (!secret) throw new Error('PAYLOAD_SECRET is empty: cannot encrypt the SMTP password')
  return Buffer.from(
    hkdfSync('sha256', secret, 'portfolio-smtp-password', 'aes-256-gcm key v1', 32),
  )
}

/** Whether a stored value is ciphertext written by `encryptPassword`. */
export const isEncryptedPassword = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX)

/** Encrypts a clear SMTP password as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url parts). */
export const encryptPassword = (plain: string, secret: string): string => {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, deriveKey(secret), iv)
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return PREFIX + parts.join(':')
}

/**
 * Decrypts a value written by `encryptPassword`. Throws when it was written with another
 * secret or altered (GCM authenticates it), so a wrong key never yields a wrong password.
 */
export const decryptPassword = (stored: string, secret: string): string => {
  if (!isEncryptedPassword(stored))
    throw new Error('The stored SMTP password is not in the encrypted format')
  const [iv, tag, ciphertext] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !ciphertext) throw new Error('The stored SMTP password is damaged')
  const decipher = createDecipheriv(ALGORITHM, deriveKey(secret), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
}
