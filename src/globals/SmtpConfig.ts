import type { GlobalConfig } from 'payload'

import { isAdmin } from '../access/isAdmin'

/** Default SMTP host from spec section 9. */
export const DEFAULT_SMTP_HOST = 'smtp.gmail.com'
/** Default SMTP port from spec section 9. */
export const DEFAULT_SMTP_PORT = 587

/** Outgoing mail settings, editable in the admin; used for inquiry notifications. */
export const SmtpConfig: GlobalConfig = {
  slug: 'smtp-config',
  label: 'SMTP settings',
  access: { read: isAdmin, update: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'host', type: 'text', required: true, defaultValue: DEFAULT_SMTP_HOST, maxLength: 255 },
        { name: 'port', type: 'number', required: true, defaultValue: DEFAULT_SMTP_PORT, min: 1, max: 65535 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'user', type: 'text', maxLength: 255 },
        {
          name: 'password',
          type: 'text',
          maxLength: 1024,
          admin: { description: 'Write-only: leave empty to keep the stored password.' },
          hooks: {
            // Never hand the secret back to any reader, the admin included.
            afterRead: [() => undefined],
            // An empty value on update means "keep the current password".
            beforeChange: [
              ({ value, originalDoc }) =>
                typeof value === 'string' && value !== '' ? value : originalDoc?.password,
            ],
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', maxLength: 255, admin: { description: 'Sender, e.g. "Portfolio <me@example.com>"' } },
        { name: 'adminEmail', type: 'email', admin: { description: 'Where inquiry notifications go.' } },
      ],
    },
    { name: 'isActive', type: 'checkbox', defaultValue: false, label: 'Send email notifications' },
  ],
}
