'use client'
import { useLivePreviewContext } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/** Payload's phone breakpoint, where the live preview covers the form. */
const PHONE = '(max-width: 768px)'

/** On a phone a record opens on its form: Payload reopened a full-screen preview. */
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
