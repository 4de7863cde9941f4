'use client'
import { Button, EmailField, useAuth, useField } from '@payloadcms/ui'
import type { EmailFieldClientComponent } from 'payload'

/**
 * Where inquiry notifications go: while it is empty, one click fills in the signed-in account's
 * address, the one most owners want there. Offered, not stored: nothing is sent to it until the
 * settings are saved.
 */
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
