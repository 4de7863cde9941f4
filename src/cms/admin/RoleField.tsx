'use client'
import { SelectField, useAuth } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

/**
 * The account's role, for a signed-in admin only: the create-first-user screen (no one signed
 * in yet) asks for an e-mail address and a password alone, and the role is the only one there is
 * (its default). Hidden by a component, not a condition: a condition would make the column
 * nullable.
 */
export const RoleField: SelectFieldClientComponent = (props) => {
  const { user } = useAuth()
  return user ? <SelectField {...props} /> : null
}
