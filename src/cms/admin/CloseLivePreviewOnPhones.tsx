'use client'
import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Payload's phone breakpoint, where the live preview covers the form. */
const PHONE = '(max-width: 768px)'

/**
 * On a phone, a record opens on its form, not on the live preview: Payload reopens the preview
 * wherever it was last left open (a preference shared by every device), and there it covers
 * the whole screen. The eye button still opens it.
 */
export const CloseLivePreviewOnPhones = () => {
  const { isLivePreviewing, setIsLivePreviewing } = useLivePreviewContext()
  // Once, as the record opens: a preview the owner opens afterwards stays open.
  const checked = useRef(false)
  useEffect(() => {
    if (checked.current) return
    checked.current = true
    if (isLivePreviewing && window.matchMedia(PHONE).matches) setIsLivePreviewing(false)
  }, [isLivePreviewing, setIsLivePreviewing])
  return null
}
