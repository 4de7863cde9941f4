import type { FieldHook } from 'payload'

import { isEncryptedPassword } from '../../../../mail/passwordCipher'

/**
 * Never hands the SMTP password (even encrypted) to any reader, the admin included; only
 * whether one is stored is told, through the virtual `passwordSet` sibling.
 * Returning `undefined` would keep the value (Payload ignores it), hence `null`.
 */
export const hideSmtpPassword: FieldHook = ({ value, siblingData }) => {
  siblingData.passwordSet = isEncryptedPassword(value)
  return null
}
