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
 * Keeps what the admin knows of a document's drafts true, where Payload 3.90 slips:
 *
 * - After Publish or Save Draft succeeds, the form holds exactly what was saved. Payload keeps it
 *   "modified" whenever an autosave ended earlier in the visit (it takes its own reset for an edit
 *   made meanwhile), and the autosave due from the last keystroke then stores a draft right behind
 *   the publish: the profile reopened as "Draft". The form is locked while it saves, so no edit
 *   is lost by this.
 * - A record never published counts its draft as unpublished: Payload counts only drafts newer
 *   than a published version, and with none, Schedule Publish opened on "Unpublish".
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
