import type { SendMailOptions } from 'nodemailer'

import { siteUrl } from '../platform/config/env'

/** What happened to the owner's account that the owner must hear of at once (issue 32). */
export type AccountEvent =
  { kind: 'new-device'; device: string; at: string } | { kind: 'password-changed'; at: string }

const SUBJECTS: Record<AccountEvent['kind'], string> = {
  'new-device': 'New sign-in to your portfolio admin',
  'password-changed': 'Your portfolio admin password was changed',
}

/**
 * The notice to `to`, the account's own address: what happened, when (UTC), and what to do if
 * it was not the owner. The account page (sessions) is linked when the site's address is known.
 */
export const buildAccountNotice = (
  to: string,
  event: AccountEvent,
  siteURL = siteUrl(),
): SendMailOptions => {
  const when = new Date(event.at).toUTCString()
  const account = `${siteURL.replace(/\/$/, '')}/admin/account`
  const what =
    event.kind === 'new-device'
      ? `Someone signed in to your portfolio admin from a device not seen before: ${event.device}, on ${when}.`
      : `The password of your portfolio admin account was changed on ${when}. Every other session was signed out.`
  return {
    to,
    subject: SUBJECTS[event.kind],
    text: [
      what,
      '',
      'If this was you, there is nothing to do.',
      `If it was not, change your password now and sign out everywhere else: ${account}`,
    ].join('\n'),
  }
}
