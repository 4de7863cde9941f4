import type { SendMailOptions } from 'nodemailer'

import { siteUrl } from '../platform/config/env'

/** What happened to the owner's account that the owner must hear of at once (issue 32). */
export type AccountEvent =
  | { kind: 'new-device'; device: string; at: string }
  | { kind: 'password-changed'; at: string }
  | { kind: 'new-passkey'; name: string; at: string }
  | { kind: 'second-factor-off'; at: string }

const SUBJECTS: Record<AccountEvent['kind'], string> = {
  'new-device': 'New sign-in to your portfolio admin',
  'password-changed': 'Your portfolio admin password was changed',
  'new-passkey': 'A passkey was added to your portfolio admin',
  'second-factor-off': 'The second factor of your portfolio admin was turned off',
}

const whatHappened = (event: AccountEvent, when: string): string => {
  switch (event.kind) {
    case 'new-device':
      return `Someone signed in to your portfolio admin from a device not seen before: ${event.device}, on ${when}.`
    case 'password-changed':
      return `The password of your portfolio admin account was changed on ${when}. Every other session was signed out.`
    case 'new-passkey':
      return `A passkey named "${event.name}" was added to your portfolio admin account on ${when}: it signs in without a password.`
    case 'second-factor-off':
      return `The second factor (authenticator code) of your portfolio admin account was turned off on ${when}: a password alone now signs in. Every other session was signed out.`
  }
}

export const buildAccountNotice = (
  to: string,
  event: AccountEvent,
  siteURL = siteUrl(),
): SendMailOptions => {
  const when = new Date(event.at).toUTCString()
  const account = `${siteURL.replace(/\/$/, '')}/admin/account`
  const what = whatHappened(event, when)
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
