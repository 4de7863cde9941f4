import type { CollectionBeforeOperationHook } from 'payload'

import { hashForNobody } from '../../../src/cms/passwords/hashForNobody'

/**
 * Payload answers a login for an e-mail nobody has before any password hash, in a few
 * milliseconds, and one for the owner's after it (100–250 ms): the difference told which
 * addresses have an account. A login for an unknown e-mail hashes its password too (issue 45,
 * item 10); Payload then refuses it as always. Bodies Payload refuses unread are left to it.
 */
export const hashForUnknownLogins: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const { email, password } = (args as { data: { email?: unknown; password?: unknown } }).data
  if (typeof email !== 'string' || typeof password !== 'string' || !password.trim()) return args
  const user = await req.payload.db.findOne({
    collection: 'users',
    req,
    select: { id: true },
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  if (!user) await hashForNobody(password)
  return args
}
