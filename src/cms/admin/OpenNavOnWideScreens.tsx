'use client'
import { useNav, usePreferences, useWindowInfo } from '@payloadcms/ui'
import { useEffect } from 'react'

/**
 * Opens the side menu on a first visit to a desktop-wide screen, so the owner sees the
 * collections and the inbox count at once. Payload closes it at every width up to 1440 px (its
 * "large" breakpoint, which covers most laptops and a 1440 px desktop). Wider than 1024 px the
 * menu sits beside the page rather than over it; an owner who toggled it keeps their choice.
 */
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
