'use client'
import { useConfig, useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/**
 * Opening an unread inquiry marks it read, as a mail client does; Mark as unread
 * (ToggleReadButton) undoes it and stays undone until the inquiry is opened again. Written
 * directly, not through the form, so no "Updated successfully" toast greets the owner.
 */
export const MarkInquiryReadOnOpen = () => {
  const { value, setValue } = useField<boolean>({ path: 'read' })
  const { id } = useDocumentInfo()
  const {
    config: {
      routes: { api },
      serverURL,
    },
  } = useConfig()
  const done = useRef(false)
  useEffect(() => {
    if (done.current || id === undefined || value !== false) return
    done.current = true
    void fetch(`${serverURL}${api}/inquiries/${id}?depth=0`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ read: true }),
    }).then((res) => {
      // Stored already: the form takes it without counting it as an unsaved change.
      if (res.ok) setValue(true, true)
    })
  }, [api, id, serverURL, setValue, value])
  return null
}
