'use client'
import { Button, useField, useForm } from '@payloadcms/ui'

import { announceReadChange } from './unreadInquiries'

/** In an open inquiry, next to Save: flips it between read and unread and saves at once. */
export const ToggleReadButton = () => {
  const { value, setValue } = useField<boolean>({ path: 'read' })
  const { submit } = useForm()
  return (
    <Button
      buttonStyle="secondary"
      size="medium"
      margin={false}
      onClick={() => {
        setValue(!value)
        // Let the form register the new value before it is submitted.
        setTimeout(() => void submit().then((result) => result?.res.ok && announceReadChange()), 0)
      }}
    >
      {value ? 'Mark as unread' : 'Mark as read'}
    </Button>
  )
}
