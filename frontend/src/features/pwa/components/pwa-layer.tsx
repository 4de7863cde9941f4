import './pwa-layer.css'

import { useEffect, useRef } from 'react'

import { useSiteWords } from '@/i18n/site-words-provider'

import { registerServiceWorker } from '../register-service-worker'
import { useInstallBanner } from '../use-install-banner'
import { useOfflineNotice } from '../use-offline-notice'
import { InstallBanner } from './install-banner'
import { OfflineNotice } from './offline-notice'

/** Registers the service worker and shows the install banner and the offline notice. */
export const PwaLayer = () => {
  const banner = useInstallBanner()
  const offline = useOfflineNotice()
  const { t } = useSiteWords()
  // The update question is asked long after registering: in the language the page has by then.
  const words = useRef(t)
  useEffect(() => {
    words.current = t
  }, [t])
  useEffect(() => {
    void registerServiceWorker(() => words.current('pwa.updateQuestion'))
  }, [])
  return (
    <div className="pwa-layer" data-testid="pwa-layer">
      {banner.visible ? (
        <InstallBanner
          ios={banner.ios}
          onInstall={() => void banner.install()}
          onDismiss={banner.dismiss}
        />
      ) : null}
      <OfflineNotice offline={offline} />
    </div>
  )
}
