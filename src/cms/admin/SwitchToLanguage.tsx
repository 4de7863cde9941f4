'use client'
import { toast, useEditDepth, useRouteTransition } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Moves the open page to language `code` once; not in a drawer (the page under it decides). */
export const SwitchToLanguage = ({ code, name }: { code: string; name: string }) => {
  const router = useRouter()
  const { startRouteTransition } = useRouteTransition()
  const depth = useEditDepth()
  const switched = useRef(false)
  useEffect(() => {
    if (switched.current || depth > 1) return
    switched.current = true
    const params = new URLSearchParams(window.location.search)
    params.set('locale', code)
    startRouteTransition(() => router.replace(`${window.location.pathname}?${params}`))
    toast.info(
      `A new record starts in ${name}, your site's default language. Once it is saved, choose another language at the top to translate it.`,
    )
  }, [code, depth, name, router, startRouteTransition])
  return null
}
