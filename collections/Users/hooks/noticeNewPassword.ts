import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { queueAccountNotice } from '../../../src/mail/jobs/queueAccountNotice'

/**
 * A changed password is told to the owner by email (issue 32). Payload itself ends every other
 * session of the account when its password changes (keeping the one that changed it), and drops
 * the password from the data before the afterChange hooks: the change is noted before it.
 */
export const markNewPassword: CollectionBeforeChangeHook = ({ context, data, operation }) => {
  if (operation === 'update' && typeof data?.password === 'string' && data.password)
    context.passwordChanged = true
  return data
}

export const noticeNewPassword: CollectionAfterChangeHook = async ({ context, doc, req }) => {
  if (context.passwordChanged)
    await queueAccountNotice(req, doc.email, {
      kind: 'password-changed',
      at: new Date().toISOString(),
    })
  return doc
}
