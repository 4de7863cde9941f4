import type { CollectionAfterLoginHook, CollectionAfterMeHook } from 'payload'

import {
  deviceOf,
  isNewDevice,
  recordActivity,
  recordSignIn,
  sidOfToken,
} from '../../../src/cms/auth/sessions'
import { queueAccountNotice } from '../../../src/mail/jobs/queueAccountNotice'

/**
 * Notes each new session's device (from the User-Agent; the contract's login passes it in the
 * context, as the Local API request has no headers) for the account page's session list.
 */
export const recordSession: CollectionAfterLoginHook = async ({ req, token, user }) => {
  const sid = sidOfToken(token)
  const userAgent =
    req.headers?.get('user-agent') ?? (req.context?.userAgent as string | undefined) ?? null
  if (sid) await recordSignIn(req.payload, user, sid, userAgent)
  // A device never seen on this account: the owner hears of it at once (issue 32).
  const device = deviceOf(userAgent)
  if (await isNewDevice(req.payload, user.id, device))
    await queueAccountNotice(req, user.email, {
      kind: 'new-device',
      device,
      at: new Date().toISOString(),
    })
  return user
}

/** Every admin page asks who is signed in: that is the session's last activity. */
export const touchSession: CollectionAfterMeHook = async ({ req, response }) => {
  const sid = (req.user as { _sid?: string } | null)?._sid
  if (sid && req.user) await recordActivity(req.payload, req.user.id, sid)
  return response
}
