import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** Versioned, for a future rotation. */
const PREFIX = 'enc:v1:'
const ALGORITHM = 'aes-256-gcm'
const IV_BYTES = 12

/** From PAYLOAD_SECRET: a database dump alone never opens a value; no purpose opens another's. */
const deriveKey = (secret: string, purpose: string, what: string): Buffer => {
  if (!secret) throw new Error(`PAYLOAD_SECRET is empty: cannot encrypt ${what}`)
  return Buffer.from(hkdfSync('sha256', secret, purpose, 'aes-256-gcm key v1', 32))
}

export const isSealedValue = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX)

/** `enc:v1:<iv>:<tag>:<ciphertext>`; `what` names the value in errors. */
export const sealValue = (plain: string, secret: string, purpose: string, what: string): string => {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv(ALGORITHM, deriveKey(secret, purpose, what), iv)
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
  return PREFIX + parts.join(':')
}

/** Throws on another secret or purpose or an alteration (GCM): a wrong key never yields a value. */
export const openSealedValue = (
  stored: string,
  secret: string,
  purpose: string,
  what: string,
): string => {
  if (!isSealedValue(stored))
    throw new Error(`The stored ${what} is damaged: it is not in the encrypted format`)
  const [iv, tag, ciphertext] = stored
    .slice(PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !ciphertext) throw new Error(`The stored ${what} is damaged`)
  const decipher = createDecipheriv(ALGORITHM, deriveKey(secret, purpose, what), iv)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8')
}
