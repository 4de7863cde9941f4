'use client'
import { SelectField, useAuth } from '@payloadcms/ui'
import type { SelectFieldClientComponent } from 'payload'

/** Hidden on create-first-user by a component: a condition would make the column nullable. */
export const RoleField: SelectFieldClientComponent = (props) => {
  const { user } = useAuth()
  return user ? <SelectField {...props} /> : null
}
