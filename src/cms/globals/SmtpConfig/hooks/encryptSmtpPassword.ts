import type { FieldHook } from 'payload'

import { encryptPassword, isEncryptedPassword } from '../../../../mail/passwordCipher'

/**
 * Stores a newly typed SMTP password encrypted; a blank one keeps the stored password.
 * "Stored" is read from the raw row: `originalDoc` went through `afterRead`, which hides it.
 */
export const encryptSmtpPassword: FieldHook = async ({ value, req }) => {
  if (typeof value === 'string' && value.trim() !== '') {
    return encryptPassword(value, req.payload.config.secret)
  }
  const stored = await req.payload.db.findGlobal({ slug: 'smtp-config', req })
  const current = (stored as { password?: unknown } | null)?.password
  return isEncryptedPassword(current) ? current : null
}
