import type { CollectionAfterChangeHook } from 'payload'

import { endSessions } from '../../../src/cms/auth/sessions'

/**
 * A new password ends every other session of that account (issue 32): whoever knew the old one
 * is signed out. The session that changed it stays signed in when it is the account's own.
 */
export const endOtherSessionsOnNewPassword: CollectionAfterChangeHook = async ({
  data,
  doc,
  operation,
  req,
}) => {
  if (operation !== 'update' || typeof data?.password !== 'string' || !data.password) return doc
  const own = req.user?.id === doc.id
  const keep = own ? (req.user as { _sid?: string })._sid : undefined
  await endSessions(req, doc.id, (sid) => sid !== keep)
  return doc
}
