'use client'
import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/** Opens the menu on a first wide-screen visit: Payload closes it up to 1440 px, most laptops. */
export const OpenNavOnWideScreens = () => {
  const { hydrated, setNavOpen } = useNav()
  const {
    breakpoints: { m: midBreak },
  } = useWindowInfo()
  const { getPreference } = usePreferences()
  useEffect(() => {
    if (!hydrated || midBreak !== false) return
    let cancelled = false
    // Asynchronous, so it lands after the NavProvider's own effect, which closes the menu.
    void getPreference<{ open?: boolean }>('nav').then((preference) => {
      if (!cancelled && typeof preference?.open !== 'boolean') setNavOpen(true)
    })
    return () => {
      cancelled = true
    }
  }, [getPreference, hydrated, midBreak, setNavOpen])
  return null
}
