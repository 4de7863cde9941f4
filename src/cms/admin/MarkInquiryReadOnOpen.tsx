'use client'
import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { useSaveInquiryFields } from './useSaveInquiryFields'

/**
 * Opening an unread inquiry marks it read, as a mail client does; Mark as unread
 * (ToggleReadButton) undoes it and stays undone until the inquiry is opened again. Written
 * directly, not through the form, so no "Updated successfully" toast greets the owner.
 */
export const MarkInquiryReadOnOpen = () => {
  const { value, setValue } = useField<boolean>({ path: 'read' })
  const { id } = useDocumentInfo()
  const save = useSaveInquiryFields()
  const done = useRef(false)
  useEffect(() => {
    if (done.current || id === undefined || value !== false) return
    done.current = true
    void save({ read: true }).then((stored) => {
      // Stored already: the form takes it without counting it as an unsaved change.
      if (stored) setValue(true, true)
    })
  }, [id, save, setValue, value])
  return null
}
