import type { CollectionBeforeValidateHook } from 'payload'

import { assertPasswordAllowed } from '../../../src/cms/passwords/assertPasswordAllowed'

/**
 * Every password set through a create or an update — create-first-user (Payload registers the
 * first user with a create), a new user, "Change password" in the account view, Payload's REST,
 * the Local API and ADMIN_PASSWORD — must follow the password rule. Runs before Payload hashes
 * the password, with the account's e-mail as it will be after the change.
 */
export const refuseWeakPasswords: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const password: unknown = data?.password
  // Payload ignores an empty or missing password on update (and asks for one on create).
  if (password === undefined || password === null || password === '') return data
  assertPasswordAllowed(password, data?.email ?? originalDoc?.email)
  return data
}
