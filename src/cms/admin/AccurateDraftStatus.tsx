'use client'
import {
  useDocumentInfo,
  useForm,
  useFormModified,
  useFormProcessing,
  useFormSubmitted,
} from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/**
 * Where Payload 3.90 slips: after a save the form stays "modified" once an autosave ran, and the
 * pending autosave stored a draft behind the publish; and a never-published record's draft did
 * not count as unpublished.
 */
export const AccurateDraftStatus = () => {
  const processing = useFormProcessing()
  const submitted = useFormSubmitted()
  const modified = useFormModified()
  const { setModified } = useForm()
  const saving = useRef(false)
  useEffect(() => {
    if (processing) {
      saving.current = true
      return
    }
    if (!saving.current) return
    saving.current = false
    // `submitted` stays set when the save was refused: the owner's changes are still unsaved.
    if (!submitted && modified) setModified(false)
  }, [processing, submitted, modified, setModified])

  const { id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount } =
    useDocumentInfo()
  useEffect(() => {
    if (id !== undefined && !hasPublishedDoc && unpublishedVersionCount === 0)
      setUnpublishedVersionCount(1)
  }, [id, hasPublishedDoc, unpublishedVersionCount, setUnpublishedVersionCount])
  return null
}
