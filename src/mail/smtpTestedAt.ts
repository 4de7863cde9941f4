import type { Payload } from 'payload'

/** KV key: when a test email last went out through the saved SMTP settings. */
const SMTP_TESTED_KEY = 'portfolio:smtp-tested-at'

/** Records that a test email just went out (the setup checklist reads it). */
export const recordSmtpTest = (payload: Payload): Promise<void> =>
  payload.kv.set(SMTP_TESTED_KEY, new Date().toISOString())

/**
 * Whether a test email went out through the settings as they are now: a test made before the
 * settings last changed proved nothing about the new ones.
 */
export const smtpTestedSinceSaved = async (
  payload: Payload,
  settingsSavedAt: string | null | undefined,
): Promise<boolean> => {
  const testedAt = await payload.kv.get<string>(SMTP_TESTED_KEY)
  if (!testedAt) return false
  return !settingsSavedAt || Date.parse(testedAt) >= Date.parse(settingsSavedAt)
}
