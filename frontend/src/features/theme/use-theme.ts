import { useCallback, useEffect, useState } from 'react'

import { LOOK_ATTRIBUTES } from '@shared/look/lookAttributes'
import { PREFERS_LIGHT_QUERY, type Theme, THEME_STORAGE_KEY } from '@shared/themeBoot'
import { getBrowserStorage } from '@/lib/browser-storage'
import { applyTheme, shownTheme } from './apply-theme'
import { otherTheme, parseThemeChoice, resolveTheme } from './theme-choice'

/**
 * The theme shown and a toggle for it. Until the visitor uses the toggle the page shows the
 * owner's default scheme, or, without one, follows their system, live (a phone switching to dark
 * at dusk); once used, the choice is kept in local storage and wins on every later visit, in
 * every open tab.
 */
export const useTheme = (): { theme: Theme; toggle: () => void } => {
  const [theme, setTheme] = useState<Theme>(() => shownTheme(document))

  useEffect(() => {
    const storage = getBrowserStorage()
    const system = window.matchMedia(PREFERS_LIGHT_QUERY)
    const follow = () => {
      const next = resolveTheme(
        parseThemeChoice(storage.getItem(THEME_STORAGE_KEY)),
        system.matches,
        parseThemeChoice(document.documentElement.getAttribute(LOOK_ATTRIBUTES.scheme)),
      )
      applyTheme(document, next)
      setTheme(next)
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) follow()
    }
    system.addEventListener('change', follow)
    window.addEventListener('storage', onStorage)
    return () => {
      system.removeEventListener('change', follow)
      window.removeEventListener('storage', onStorage)
    }
  }, [])

  const toggle = useCallback(() => {
    const next = otherTheme(shownTheme(document))
    getBrowserStorage().setItem(THEME_STORAGE_KEY, next)
    applyTheme(document, next)
    setTheme(next)
  }, [])

  return { theme, toggle }
}
