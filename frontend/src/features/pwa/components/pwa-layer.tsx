import './pwa-layer.css'

import { useEffect } from 'react'

import { registerServiceWorker } from '../register-service-worker'
import { useInstallBanner } from '../use-install-banner'
import { useOfflineNotice } from '../use-offline-notice'
import { InstallBanner } from './install-banner'
import { OfflineNotice } from './offline-notice'

/** Registers the service worker and shows the install banner and the offline notice. */
export const PwaLayer = () => {
  const banner = useInstallBanner()
  const offline = useOfflineNotice()
  useEffect(() => {
    void registerServiceWorker()
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
