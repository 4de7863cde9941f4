import type { FieldHook } from 'payload'

import { isEncryptedPassword } from '../../../../mail/passwordCipher'

/** Hides the password from every reader; `null`, since Payload ignores `undefined`. */
export const hideSmtpPassword: FieldHook = ({ value, siblingData }) => {
  siblingData.passwordSet = isEncryptedPassword(value)
  return null
}
