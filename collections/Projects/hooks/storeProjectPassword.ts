import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { hashPassword } from '../../../src/platform/projectAccess/passwordHash'
import { PROJECT_LIMITS } from '../../../src/shared/model'

/**
 * Keeps only a hash of the password the owner types (`newPassword`, never stored); a blank keeps
 * the stored one. A project that asks for a password must have one.
 */
export const storeProjectPassword: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
  collection,
}) => {
  const typed = typeof data.newPassword === 'string' ? data.newPassword : ''
  delete data.newPassword
  const fail = (message: string) => {
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'newPassword', message, label: 'Password' }],
      req,
    })
  }
  if (typed.trim()) {
    const { min, max } = PROJECT_LIMITS.password
    if ([...typed].length < min) fail(`The password needs at least ${min} characters.`)
    if ([...typed].length > max) fail(`The password may have at most ${max} characters.`)
    data.passwordHash = await hashPassword(typed)
  } else if (data.passwordHash === undefined && originalDoc?.passwordHash) {
    data.passwordHash = originalDoc.passwordHash
  }
  if (data.visibility === 'password' && !data.passwordHash)
    fail('Set a password for visitors, or choose another visibility.')
  return data
}
