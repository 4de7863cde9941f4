import type { Payload } from 'payload'

/** KV key: when a test email last went out through the saved SMTP settings. */
const SMTP_TESTED_KEY = 'portfolio:smtp-tested-at'

/** Records that a test email just went out (the setup checklist reads it). */
export const recordSmtpTest = (payload: Payload): Promise<void> =>
  payload.kv.set(SMTP_TESTED_KEY, new Date().toISOString())

/** Whether a test went out since the settings last changed (an older one proves nothing). */
export const smtpTestedSinceSaved = async (
  payload: Payload,
  settingsSavedAt: string | null | undefined,
): Promise<boolean> => {
  const testedAt = await payload.kv.get<string>(SMTP_TESTED_KEY)
  if (!testedAt) return false
  return !settingsSavedAt || Date.parse(testedAt) >= Date.parse(settingsSavedAt)
}
