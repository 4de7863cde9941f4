import type { Payload } from 'payload'

/** Payload's key-value store holds when the last test email went out (the doctor reads it too). */
export const SMTP_TESTED_KEY = 'portfolio:smtp-tested-at'

export const recordSmtpTest = (payload: Payload): Promise<void> =>
  payload.kv.set(SMTP_TESTED_KEY, new Date().toISOString())

/** An older test proves nothing. */
export const smtpTestedSinceSaved = async (
  payload: Payload,
  settingsSavedAt: string | null | undefined,
): Promise<boolean> => {
  const testedAt = await payload.kv.get<string>(SMTP_TESTED_KEY)
  if (!testedAt) return false
  return !settingsSavedAt || Date.parse(testedAt) >= Date.parse(settingsSavedAt)
}
