import type { SmtpConfigDto } from '../../shared/apiTypes'
import type { SmtpConfig } from '../../shared/payload-types'
import { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '../../mail/smtpDefaults'

/**
 * The smtp-config global as read through Payload (password already hidden by its afterRead
 * hook, `passwordSet` filled by it) → `SmtpConfigDto`. The password is never part of it.
 */
export const serializeSmtpConfig = (doc: SmtpConfig): SmtpConfigDto => ({
  host: doc.host || DEFAULT_SMTP_HOST,
  port: doc.port || DEFAULT_SMTP_PORT,
  user: doc.user ?? '',
  from: doc.from ?? '',
  adminEmail: doc.adminEmail ?? '',
  isActive: doc.isActive === true,
  passwordSet: doc.passwordSet === true,
})
