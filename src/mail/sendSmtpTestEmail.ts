import type { Payload } from 'payload'

import { describeSmtpError } from './describeSmtpError'
import { readSmtpSettings } from './readSmtpSettings'
import { sendWithSmtpSettings } from './sendWithSmtpSettings'
import { recordSmtpTest } from './smtpTestedAt'

export type SmtpTestResult = { ok: true; message: string } | { ok: false; message: string }

/** A real test message, even while notifications are off, so they can be checked first. */
export const sendSmtpTestEmail = async (payload: Payload): Promise<SmtpTestResult> => {
  const settings = await readSmtpSettings(payload)
  if (!settings.adminEmail) {
    return {
      ok: false,
      message: 'Set the admin email (where the test message goes) and save first.',
    }
  }
  try {
    await sendWithSmtpSettings(settings, {
      to: settings.adminEmail,
      subject: 'Portfolio CMS: SMTP test message',
      text:
        `This is a test message from your portfolio CMS.\n\n` +
        `It was sent through ${settings.host}:${settings.port}` +
        (settings.user ? ` as ${settings.user}` : ' without authentication') +
        `.\nIf you can read this, inquiry notifications can reach you.` +
        (settings.isActive
          ? ''
          : `\n\nNotifications are currently switched off in the SMTP settings.`),
    })
    await recordSmtpTest(payload)
    return {
      ok: true,
      message: `Test email sent to ${settings.adminEmail} through ${settings.host}:${settings.port}.`,
    }
  } catch (error) {
    return { ok: false, message: describeSmtpError(error, settings) }
  }
}
