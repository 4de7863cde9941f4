import nodemailer, { type Transporter } from 'nodemailer'

import type { SmtpSettings } from './readSmtpSettings'
import { env } from '../platform/config/env'

/** How long one SMTP step may hang before the attempt counts as failed (then it is retried). */
const SMTP_TIMEOUT_MS = env.SMTP_TIMEOUT_MS

/** A one-message transport (nothing cached), so an edit in the admin applies to the next mail. */
export const createSmtpTransport = (settings: SmtpSettings): Transporter =>
  nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.password } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    dnsTimeout: SMTP_TIMEOUT_MS,
  })
