import { useEffect, useState, useSyncExternalStore } from 'react'

import { INSTALL_DISMISSED_KEY } from '@/config/constants'
import { useSiteWords } from '@/i18n/site-words-provider'
import { getBrowserStorage } from '@/lib/browser-storage'
import { clearInstallPrompt, getPwaSignals, subscribePwaSignals } from './pwa-signals'
import {
  bannerShowTime,
  isIosDevice,
  isRunningStandalone,
  mayOfferInstall,
  parseDismissedAt,
} from './utils/install-banner-rules'

const readPlatform = () => ({
  ios: isIosDevice({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  }),
  standalone: isRunningStandalone({
    displayModeStandalone: window.matchMedia('(display-mode: standalone)').matches,
    iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
  }),
})

export type InstallBannerState = {
  visible: boolean
  ios: boolean
  /** Shows the saved browser prompt (or, on iOS, the Add to Home Screen steps). */
  install: () => Promise<void>
  /** Hides the banner and remembers it for 7 days. */
  dismiss: () => void
}

/**
 * The install banner of spec section 4: never when running standalone or dismissed within 7
 * days; shown 1 s after the browser's install offer, or 3 s after the page's start without one
 * (1 s on iOS, which never offers); hidden once the visitor accepts or dismisses.
 */
export const useInstallBanner = (): InstallBannerState => {
  const { installPrompt, installPromptAt, installed } = useSyncExternalStore(
    subscribePwaSignals,
    getPwaSignals,
    getPwaSignals,
  )
  const [{ ios, standalone }] = useState(readPlatform)
  const { t } = useSiteWords()
  const [storage] = useState(getBrowserStorage)
  const [offered, setOffered] = useState(() =>
    mayOfferInstall({
      standalone,
      dismissedAt: parseDismissedAt(storage.getItem(INSTALL_DISMISSED_KEY)),
      now: Date.now(),
    }),
  )
  const [due, setDue] = useState(false)
  const showAt = bannerShowTime({ ios, installPromptAt })

  useEffect(() => {
    if (!offered || due) return
    const timer = window.setTimeout(() => setDue(true), Math.max(0, showAt - performance.now()))
    return () => window.clearTimeout(timer)
  }, [offered, due, showAt])

  if (installed && offered) setOffered(false)

  const install = async () => {
    if (ios) {
      window.alert(t('pwa.iosInstructions'))
      return
    }
    if (!installPrompt) {
      window.alert(t('pwa.menuInstructions'))
      return
    }
    // A prompt can be shown once; after a "not now" the button falls back to the menu hint.
    clearInstallPrompt()
    try {
      await installPrompt.prompt()
      const { outcome } = await installPrompt.userChoice
      if (outcome === 'accepted') setOffered(false)
    } catch {
      // The browser refused to show it; the banner stays.
    }
  }

  const dismiss = () => {
    try {
      storage.setItem(INSTALL_DISMISSED_KEY, String(Date.now()))
    } catch {
      // Storage full or refused: the banner still goes away for this visit.
    }
    setOffered(false)
  }

  return { visible: offered && due, ios, install, dismiss }
}
