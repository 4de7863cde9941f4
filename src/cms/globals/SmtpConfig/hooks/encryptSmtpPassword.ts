import type { FieldHook } from 'payload'

import { encryptPassword, isEncryptedPassword } from '../../../../mail/passwordCipher'

/** Encrypts a new password; a blank keeps the stored one, read raw since `afterRead` hides it. */
export const encryptSmtpPassword: FieldHook = async ({ value, req }) => {
  if (typeof value === 'string' && value.trim() !== '') {
    return encryptPassword(value, req.payload.config.secret)
  }
  const stored = await req.payload.db.findGlobal({ slug: 'smtp-config', req })
  const current = (stored as { password?: unknown } | null)?.password
  return isEncryptedPassword(current) ? current : null
}
