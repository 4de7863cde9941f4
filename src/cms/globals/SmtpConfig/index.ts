import type { GlobalConfig } from 'payload'

import { isAdmin } from '../../access/isAdmin'
import { smtpTestEndpoint } from './smtpTestEndpoint'
import {
  DEFAULT_AUTO_REPLY_MESSAGE,
  DEFAULT_AUTO_REPLY_SUBJECT,
} from '../../../mail/buildInquiryAutoReply'
import { encryptSmtpPassword } from './hooks/encryptSmtpPassword'
import { hideSmtpPassword } from './hooks/hideSmtpPassword'
import { DEFAULT_SMTP_HOST, DEFAULT_SMTP_PORT } from '../../../mail/smtpDefaults'

/** Outgoing mail settings, read for every message; the password is encrypted and write-only. */
export const SmtpConfig: GlobalConfig = {
  slug: 'smtp-config',
  label: 'SMTP settings',
  access: { read: isAdmin, update: isAdmin },
  endpoints: [smtpTestEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'host',
          type: 'text',
          required: true,
          defaultValue: DEFAULT_SMTP_HOST,
          maxLength: 255,
        },
        {
          name: 'port',
          type: 'number',
          required: true,
          defaultValue: DEFAULT_SMTP_PORT,
          min: 1,
          max: 65535,
          admin: { description: '587 (STARTTLS) or 465 (TLS).' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'user', type: 'text', maxLength: 255, admin: { autoComplete: 'off' } },
        {
          name: 'password',
          type: 'text',
          maxLength: 1024,
          admin: {
            description:
              'Write-only: stored encrypted and never shown. Leave empty to keep the stored password.',
            components: { Field: '/src/cms/admin/SmtpPasswordField#SmtpPasswordField' },
          },
          hooks: { beforeChange: [encryptSmtpPassword], afterRead: [hideSmtpPassword] },
        },
      ],
    },
    {
      name: 'passwordSet',
      label: 'A password is stored',
      type: 'checkbox',
      virtual: true,
      admin: { readOnly: true },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          type: 'text',
          maxLength: 255,
          admin: { description: 'Sender, e.g. "Portfolio <me@example.com>"' },
        },
        {
          name: 'adminEmail',
          type: 'email',
          admin: {
            description: 'Where inquiry notifications go.',
            components: { Field: '/src/cms/admin/AdminEmailField#AdminEmailField' },
          },
        },
      ],
    },
    { name: 'isActive', type: 'checkbox', defaultValue: false, label: 'Send email notifications' },
    {
      name: 'autoReply',
      label: 'Auto-reply to visitors',
      type: 'group',
      admin: {
        description: 'Optional confirmation sent to the visitor once you have been notified.',
      },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false, label: 'Send an auto-reply' },
        {
          name: 'subject',
          type: 'text',
          maxLength: 200,
          defaultValue: DEFAULT_AUTO_REPLY_SUBJECT,
          admin: { condition: (_, siblingData) => Boolean(siblingData?.enabled) },
        },
        {
          name: 'message',
          type: 'textarea',
          maxLength: 5000,
          defaultValue: DEFAULT_AUTO_REPLY_MESSAGE,
          admin: {
            description: "{name} is replaced by the visitor's name; their message is quoted below.",
            condition: (_, siblingData) => Boolean(siblingData?.enabled),
          },
        },
      ],
    },
    {
      name: 'sendTestEmail',
      type: 'ui',
      admin: { components: { Field: '/src/cms/admin/SendTestEmailButton#SendTestEmailButton' } },
    },
  ],
}
