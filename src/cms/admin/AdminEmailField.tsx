'use client'
import { Button, EmailField, useAuth, useField } from '@payloadcms/ui'
import type { EmailFieldClientComponent } from 'payload'

/** Where notifications go: while empty, one click offers the signed-in account's address. */
export const AdminEmailField: EmailFieldClientComponent = (props) => {
  const path = props.path ?? props.field.name
  const { value, setValue } = useField<string>({ path })
  const { user } = useAuth()
  const own = typeof user?.email === 'string' ? user.email : ''
  return (
    <div>
      <EmailField {...props} />
      {!value && own && (
        <Button buttonStyle="secondary" size="small" margin={false} onClick={() => setValue(own)}>
          Use {own} (your account)
        </Button>
      )}
    </div>
  )
}
