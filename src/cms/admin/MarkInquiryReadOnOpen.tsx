'use client'
import { useDocumentInfo, useField } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

import { useSaveInquiryFields } from './useSaveInquiryFields'

/** Opening an inquiry marks it read, written past the form so no "Updated" toast shows. */
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
