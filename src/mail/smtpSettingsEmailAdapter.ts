import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer, { type SentMessageInfo, type Transport } from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { readSmtpSettings } from './readSmtpSettings'
import { sendWithSmtpSettings } from './sendWithSmtpSettings'

/** Reads the settings for every message, so Payload's own mail needs no restart after an edit. */
const storedSettingsTransport = (
  getPayload: () => Payload | undefined,
): Transport<SentMessageInfo> => ({
  name: 'smtp-config',
  version: '1',
  send: (mail, callback) => {
    const payload = getPayload()
    if (!payload)
      return callback(new Error('The email adapter was used before Payload initialised'), undefined)
    readSmtpSettings(payload)
      .then(async (settings) => {
        if (!settings.isActive) {
          payload.logger.warn(
            `Email "${String(mail.data.subject ?? '')}" not sent: SMTP settings are inactive`,
          )
          return { skipped: true, accepted: [], rejected: [], messageId: '' }
        }
        return sendWithSmtpSettings(settings, mail.data)
      })
      .then(
        (info) => callback(null, info),
        (error: Error) => callback(error, undefined),
      )
  },
})

/** Payload's nodemailer adapter, through the CMS-managed SMTP settings. */
export const smtpSettingsEmailAdapter = async (defaults: {
  defaultFromAddress: string
  defaultFromName: string
}): Promise<EmailAdapter> => {
  let payload: Payload | undefined
  const transport = nodemailer.createTransport(storedSettingsTransport(() => payload))
  const adapter = await nodemailerAdapter({ ...defaults, transport, skipVerify: true })
  return (args) => {
    payload = args.payload
    return adapter(args)
  }
}
