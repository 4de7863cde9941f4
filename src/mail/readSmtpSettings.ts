import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from './smtpDefaults'
import { decryptPassword, isEncryptedPassword } from './passwordCipher'

export type SmtpSettings = {
  host: string
  port: number
  user: string
  password: string
  /** Set when a password is stored but cannot be decrypted (PAYLOAD_SECRET changed). */
  passwordError?: string
  from: string
  adminEmail: string
  isActive: boolean
  autoReply: { enabled: boolean; subject: string; message: string }
}

type StoredSmtpRow = {
  host?: string | null
  port?: number | null
  user?: string | null
  password?: string | null
  from?: string | null
  adminEmail?: string | null
  isActive?: boolean | null
  autoReply?: { enabled?: boolean | null; subject?: string | null; message?: string | null } | null
}

/** Below Payload's hooks, which hide the password. */
export const readSmtpSettings = async (
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<SmtpSettings> => {
  const row = ((await payload.db.findGlobal({ slug: 'smtp-config', req })) ?? {}) as StoredSmtpRow
  let password = ''
  let passwordError: string | undefined
  if (isEncryptedPassword(row.password)) {
    try {
      password = decryptPassword(row.password, payload.config.secret)
    } catch {
      passwordError =
        'The stored SMTP password cannot be decrypted (was PAYLOAD_SECRET changed?). Enter the password again in the SMTP settings.'
    }
  }
  return {
    host: row.host?.trim() || DEFAULT_SMTP_HOST,
    port: row.port || DEFAULT_SMTP_PORT,
    user: row.user?.trim() ?? '',
    password,
    ...(passwordError ? { passwordError } : {}),
    from: row.from?.trim() ?? '',
    adminEmail: row.adminEmail?.trim() ?? '',
    isActive: row.isActive === true,
    autoReply: {
      enabled: row.autoReply?.enabled === true,
      subject: row.autoReply?.subject?.trim() ?? '',
      message: row.autoReply?.message ?? '',
    },
  }
}
