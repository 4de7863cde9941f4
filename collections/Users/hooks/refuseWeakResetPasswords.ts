import type { CollectionBeforeOperationHook } from 'payload'

import { assertPasswordAllowed } from '../../../src/cms/passwords/assertPasswordAllowed'

/**
 * The reset-password link sets the password without Payload's create/update (it writes the hash
 * itself, and its beforeValidate call never sees the plain password), so the password rule is
 * checked here, before the token is spent. The e-mail belongs to the account of a live token;
 * with an unknown or expired one only the length and commonness are checked and Payload then
 * answers as always, so the answer tells nothing about other accounts.
 */
export const refuseWeakResetPasswords: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'resetPassword') return args
  const { password, token } = (args as { data: { password?: unknown; token?: unknown } }).data
  // Payload refuses a missing password or token itself.
  if (typeof password !== 'string' || !password || typeof token !== 'string' || !token) return args
  assertPasswordAllowed(password, null)
  const user = await req.payload.db.findOne<{
    id: number | string
    email?: string
  }>({
    collection: 'users',
    req,
    where: {
      resetPasswordToken: { equals: token },
      resetPasswordExpiration: { greater_than: new Date().toISOString() },
    },
  })
  if (user) assertPasswordAllowed(password, user.email)
  return args
}
