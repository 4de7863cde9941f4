'use client'
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

/** The SMTP password as a masked input that browsers do not autofill with the admin's login. */
export const SmtpPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    autoComplete="new-password"
    field={field}
    path={path ?? field.name}
    validate={() => true}
  />
)
